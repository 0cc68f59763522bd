import type { RegradeStatus } from '@studyhub/contracts/web';

/**
 * Copy only this remote shows (the product's shared messages live in libs/contracts). One place, so
 * the screens and their tests read the same words.
 */
export const TEXTS = {
  submissions: {
    loadMineFailed: 'Failed to load your submissions. Please try again.',
    pendingFailed: 'Failed to load submissions.',
    markFailed: 'Failed to mark submission.',
    marked: 'Submission marked!',
    noPending: 'No pending assignments found.',
    /** The queue narrowed to one study group's work (`?group=` from the group's page). */
    groupIntro: "Work waiting in one of your study groups, oldest first. You can mark anyone's submission except your own.",
    allPending: 'Show all pending work',
    noneMine: 'You have not submitted any assignments yet.',
    yourSubmission: 'Your Submission',
    notMarked: 'Not Marked',
  },
  /** Someone else has the mark dialog of a submission open (a claim); anonymous review names nobody. */
  claims: {
    beingMarked: (by: string | null) => (by ? `Being marked by ${by}` : 'Being marked'),
    markingNow: (by: string | null) =>
      `${by ?? 'Someone else'} is marking this submission now. You can still mark it, but only the first mark saved counts.`,
  },
  /** What a guest is told on opening one of this area's screens or choosing its navigation entries. */
  loginTo: {
    viewPending: 'Please log in to view pending assignments!',
    viewGroups: 'Please log in to view your groups!',
    mark: 'Please log in to mark submissions.',
    viewAssignments: 'Please log in to view your assignments.',
    viewHistory: 'Please log in to see the history of a submission.',
    viewProgress: 'Please log in to see your progress.',
  },
  /** What a regrade request on the current grade has come to, as rows and the history say it. */
  regradeStatus: { open: 'Regrade requested', kept: 'Grade kept', reopened: 'Reopened' } satisfies Record<RegradeStatus, string>,
  historyLink: 'History',
  historyLinkName: (title: string) => `History of ${title}`,
  history: {
    tabTitle: (title: string) => `History: ${title}`,
    heading: (title: string) => `History of ${title}`,
    loading: 'Loading the history...',
    loadFailed: 'This history could not be loaded. It may not exist, or it is not yours to see.',
    back: 'Back to My Attempted Assignments',
    backToAssignment: 'Back to the assignment',
    submissionHeading: 'Submission',
    document: 'Document',
    notes: 'Notes',
    status: 'Status',
    submitted: 'Submitted',
    student: 'Student',
    gradesHeading: 'Grades',
    noGrades: 'No grade yet.',
    gradeName: (n: number, total: number) => `Grade ${n} of ${total}`,
    marks: (obtained: number, total: number) => `${obtained}/${total}`,
    anonymousMarker: 'Anonymous marker',
    markedBy: 'Marked by',
    markedOn: 'Marked',
    requestedOn: 'Requested',
    answeredOn: 'Answered',
    onGrade: 'Contests',
    feedback: 'Feedback',
    regradesHeading: 'Regrade requests',
    noRegrades: 'No regrade requested.',
    regradeName: (n: number, total: number) => `Regrade request ${n} of ${total}`,
    reason: 'Reason',
    reply: 'Reply',
    noReply: 'No reply.',
    current: 'current grade',
  },
  request: {
    heading: 'Request a regrade',
    intro: 'Tell the author why this grade should be looked at again. You can ask once per grade.',
    reasonLabel: 'Why should it be regraded?',
    submit: 'Request regrade',
    sending: 'Sending...',
    sent: 'Regrade requested. The author will answer here.',
    failed: 'Failed to request a regrade.',
  },
  answer: {
    heading: 'Answer the regrade request',
    intro: 'Keep the grade, or reopen the work so someone who has not graded it marks it again.',
    replyLabel: 'Reply to the student (optional)',
    keep: 'Keep grade',
    reopen: 'Reopen for a new marker',
    confirmTitle: 'Reopen this submission?',
    confirmText: 'Its grade is cleared and it waits in Pending again. Nobody who graded it before can mark it.',
    confirmButton: 'Yes, reopen it',
    kept: 'Grade kept. The student sees your reply.',
    reopened: 'Reopened: the work waits for a new marker.',
    failed: 'Failed to answer the regrade request.',
  },
} as const;
