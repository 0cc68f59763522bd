import { MESSAGES } from '@studyhub/contracts';

/**
 * The words and paths that only one area shows or serves, as a user reads them. Each area keeps its
 * own in its `*.texts.ts` and `*.paths.ts` (docs/architecture.md, "Who owns a text"); browser tests
 * import only the contracts, so they write those words again here. An area that changes its
 * wording changes this file in the same commit, and a test reading the old words fails until then.
 */
export const SHELL = {
  routeLoading: 'Loading, please wait...',
  notFound: {
    title: '404 - Page Not Found',
    body: 'Sorry, the page you are looking for does not exist.',
    cta: 'Go to Homepage',
  },
  logoutSuccess: 'Logged Out successful!',
  paths: { homeSection: (section: string) => `/#${section}`, legacyLogin: '/login' },
} as const;

export const MARKETING = {
  brand: {
    tagline: 'Study Together. Learn Better.',
    headline: 'Make learning simple and fun',
    subline: 'Tools for collaboration, assignments, and peer feedback',
    dailyStrip: 'New Assignment Released Daily',
  },
  heroAutoplayMs: 3000,
  contactSection: {
    missingTitle: 'Missing Information',
    missingBody: 'Please fill out all required fields.',
    invalidEmailTitle: 'Invalid Email',
    invalidEmailBody: MESSAGES.validation.contactEmail,
    successTitle: 'Request Submitted',
    successBody: 'Thank you! Your request has been submitted successfully.',
  },
  contactPage: {
    missingTitle: 'Oops...',
    missingBody: MESSAGES.validation.contactMissing,
    successTitle: 'Success!',
    successBody: 'Your request has been submitted successfully!',
  },
} as const;

export const ASSIGNMENTS = {
  listTitle: 'All Assignments',
  empty: 'No assignments found.',
  loadFailed: 'Failed to load assignments.',
  deleteConfirmTitle: 'Are you sure?',
  deleteConfirmButton: 'Yes, delete it!',
  created: 'Assignment created successfully!',
  updated: 'Assignment updated!',
  notFoundForUpdate: 'Assignment not found',
  loadForUpdateFailed: 'Failed to load assignment data.',
  noneFound: 'No assignment found.',
  login: {
    notLoggedInTitle: 'Not Logged In',
    unauthorizedTitle: 'Unauthorized',
    toAct: 'Please log in to perform this action.',
    toSubmit: 'Please log in to submit an assignment.',
    toEdit: 'Please log in to edit assignments.',
  },
  paths: {
    authAssignmentDetails: (id = ':id') => `/auth/services/${id}`,
    updateAssignment: (id = ':id') => `/auth/updateGroup/${id}`,
  },
} as const;

export const GRADING = {
  marked: 'Submission marked!',
  noPending: 'No pending assignments found.',
  yourSubmission: 'Your Submission',
  notMarked: 'Not Marked',
  loginTo: {
    mark: 'Please log in to mark submissions.',
    viewAssignments: 'Please log in to view your assignments.',
    viewGroups: 'Please log in to view your groups!',
  },
  /** mf-grading/src/grading.texts.ts (claims) and notifications/notifications.texts.ts. */
  beingMarked: (by: string) => `Being marked by ${by}`,
  markingNow: (by: string) => `${by} is marking this submission now. You can still mark it, but only the first mark saved counts.`,
  bellName: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  graded: (title: string, obtained: number, total: number) => `Your work on “${title}” was graded: ${obtained}/${total}`,
} as const;

/** The grading area's progress dashboard (mf-grading/src/progress/progress.texts.ts). */
export const PROGRESS = {
  nav: 'Progress',
  title: 'My Progress',
  scope: 'Show figures for',
  all: 'All my work',
  student: 'My work',
  author: 'My assignments',
  submitted: 'Submitted',
  waiting: 'Waiting for a grade',
  graded: 'Graded',
  average: 'Average mark',
  received: 'Submissions received',
  monthChart: 'My average mark by month',
  marksChart: 'Marks given on my assignments',
  topHeading: 'Most taken',
  showTable: 'Show the figures as a table',
} as const;

export const ACCOUNT = {
  loginSuccess: 'Login successful!',
  googleSuccess: 'Google login successful!',
  registerSuccess: 'Registration successful!',
  profileUpdated: 'Profile updated successfully!',
  resetSentTitle: 'Check your inbox',
  resetSent: (email: string) =>
    `If an account exists for ${email}, a password reset link is on its way. Follow it to choose a new password.`,
  emulatorGoogleTitle: 'Choose a Google test account',
  paths: { forgotPassword: '/auth/forgot-password' },
} as const;

export const GROUPS = {
  nav: 'Groups',
  myGroups: 'My Groups',
  create: 'Create Group',
  fields: { name: 'Group name', description: 'Description (optional)' },
  settings: 'Settings',
  createInvite: 'Create invite link',
  copy: 'Copy link',
  copied: 'Copied',
  inviteHeading: 'You are invited to join',
  registerToJoin: 'Register to join',
  join: (name: string) => `Join ${name}`,
  newAssignment: 'New assignment for this group',
  audience: 'Who can see it',
  pendingWork: 'Pending work',
  markPending: 'Mark pending work',
  remove: (name: string) => `Remove: ${name}`,
  removeConfirm: 'Yes, remove',
  notFound: 'Group not found',
  paths: { myGroups: '/groups', group: (id: string) => `/groups/${id}`, settings: (id: string) => `/groups/${id}/settings` },
} as const;
