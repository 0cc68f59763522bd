/**
 * Copy only this remote shows (the shared messages of the product live in libs/contracts). Kept in
 * one place so the screens and their tests read the same words.
 */
export const TEXTS = {
  assignments: {
    listTitle: 'All Assignments',
    empty: 'No assignments found.',
    loadFailed: 'Failed to load assignments.',
    deleteConfirmTitle: 'Are you sure?',
    deleteConfirmButton: 'Yes, delete it!',
    deleteFailed: 'Failed to delete assignment.',
    deletedTitle: 'Deleted!',
    created: 'Assignment created successfully!',
    saveFailed: 'Failed to save assignment.',
    updated: 'Assignment updated!',
    updateFailed: 'Failed to update assignment.',
    notFoundForUpdate: 'Assignment not found',
    loadForUpdateFailed: 'Failed to load assignment data.',
    detailsFailed: 'Failed to load assignment details. Please try again.',
    noneFound: 'No assignment found.',
    notSpecified: 'Not specified',
    notApplicable: 'N/A',
  },
  loading: { assignments: 'Loading assignments...', processing: 'Processing action...' },
  /** What a guest or a non-author is told on trying what needs an account or ownership. */
  login: {
    notLoggedInTitle: 'Not Logged In',
    unauthorizedTitle: 'Unauthorized',
    toAct: 'Please log in to perform this action.',
    toSubmit: 'Please log in to submit an assignment.',
    mustBeLoggedInToSubmit: 'You must be logged in to submit an assignment.',
    toEdit: 'Please log in to edit assignments.',
  },
  submit: {
    failed: 'Failed to submit assignment. Please try again.',
    /** Submitting again while the earlier submission is still pending replaces its link and notes. */
    resubmitted: 'Your submission was updated',
    resubmittedBody: 'You already had a pending submission for this assignment: its link and notes were replaced.',
  },
  status: {
    notTaken: 'Not taken',
    pastDue: 'Past due',
    waiting: 'Submitted - waiting',
    late: 'late',
    graded: (obtained: number | null, marks: number) => `Graded ${obtained ?? 0}/${marks}`,
    withdrawn: 'Withdrawn',
    owner: 'Your assignment',
    notGraded: 'Not graded yet',
  },
  take: 'Take Assignment',
  submitLate: 'Submit late',
  /** Graded work can be followed by a new attempt (a new submission, graded on its own). */
  takeAgain: 'Take again',
  submitted: {
    title: 'Assignment submitted!',
    body: 'It is waiting for a mark from your study group. You can change or withdraw it until someone marks it.',
  },
  mySubmission: {
    heading: 'Your submission',
    withdrawnNote: 'Withdrawn: the assignment was deleted',
    resubmit: 'Resubmit',
    withdraw: 'Withdraw',
    withdrawTitle: 'Withdraw your submission?',
    withdrawBody: 'It leaves the queue and nobody will mark it. You can submit again later.',
    withdrawConfirm: 'Yes, withdraw it',
    withdrawn: 'Submission withdrawn.',
    withdrawFailed: 'Failed to withdraw the submission.',
    loadFailed: 'Failed to load your submission.',
    history: 'Grade history and regrade requests',
  },
  author: {
    heading: 'Submissions',
    counts: (pending: number, completed: number) => `${pending} waiting · ${completed} graded`,
    gradeLink: 'Grade waiting work',
    none: 'No submissions yet.',
    loadFailed: 'Failed to load the submissions.',
    filterLabel: 'Status',
  },
  /** What deleting does to the work sent for it; only the parts that apply are said. */
  deleteCounts: (pending: number, completed: number) => {
    const waiting =
      pending === 1
        ? '1 submission is waiting for a mark and will be withdrawn'
        : `${pending} submissions are waiting for a mark and will be withdrawn`;
    const graded = completed === 1 ? '1 graded submission keeps its grade' : `${completed} graded submissions keep their grades`;
    return `${[pending > 0 && waiting, completed > 0 && graded].filter(Boolean).join('; ')}.`;
  },
  views: { label: 'Show', all: 'All assignments', mine: 'Mine', 'not-taken': 'Not taken', 'to-grade': 'To grade' },
  /** The browser tab's name on the update screen once the assignment has loaded. */
  updateTabTitle: (title: string) => `Update: ${title}`,
  /** Who sees an assignment: everyone, or the members of one of the author's study groups. */
  audience: {
    label: 'Who can see it',
    public: 'Public (everyone)',
    hint: "A group assignment is seen, taken and marked only by that group's members.",
    loadFailed: 'Your groups could not be loaded: the assignment can only be public for now.',
    chip: 'Group only',
  },
  anonymousReview: {
    label: 'Anonymous review',
    hint: 'Markers never see who sent the work, and students never see who marked it. It cannot be changed later.',
    fixedOn: 'Anonymous review is on: set when the assignment was created, it cannot be changed.',
    fixedOff: 'Anonymous review is off: set when the assignment was created, it cannot be changed.',
    chip: 'Anonymous review',
  },
  authorHistory: {
    column: 'History',
    link: 'History',
    linkName: (student: string, submitted: string) => `History of ${student}'s work sent ${submitted}`,
    regradeRequested: 'Regrade requested',
  },
  thumbnailDoesNotLoad: 'This picture does not load: cards show a placeholder until you change it.',
} as const;
