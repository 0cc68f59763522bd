/**
 * Paths that more than one area links to. A screen that only its own area links to keeps its path
 * in that area (e.g. mf-account's forgot-password), so moving it is that area's release alone.
 */
export const ROUTES = {
  home: '/',
  assignments: '/assignments',
  assignmentDetails: (id = ':id') => `/assignments/${id}`,
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  profile: '/profile',
  login: '/auth/login',
  register: '/auth/register',
  myGroup: '/auth/my-group',
  createAssignment: '/auth/create-assignments',
  pendingAssignments: '/auth/pending-assignments',
  /** One submission's grades and regrade requests: its student's and its assignment's author's view. */
  submissionHistory: (id = ':id') => `/auth/submissions/${id}`,
  /** The progress dashboard; `?group=<id>` shows one group's figures. */
  progress: '/auth/progress',
} as const;

/** In-page anchors of the home page that the navigation bar and footer scroll to. */
export const HOME_SECTIONS = {
  assignments: 'subscription-services',
  features: 'benifit-section',
  faq: 'faq-section',
  contact: 'contact-section',
} as const;

/** Timings more than one area keeps to, in milliseconds. */
export const TIMINGS = {
  scrollAfterHome: 100,
  successMessage: 2000,
} as const;
