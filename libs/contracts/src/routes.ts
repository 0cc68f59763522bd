/** Paths of the web app (spec point 2). Remotes and the shell build links from these only. */
export const ROUTES = {
  home: '/',
  /** A section of the home page (HOME_SECTIONS); the home page scrolls to it once it has rendered. */
  homeSection: (section: string) => `/#${section}`,
  assignments: '/assignments',
  assignmentDetails: (id = ':id') => `/assignments/${id}`,
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  profile: '/profile',
  login: '/auth/login',
  /** The spec's update screen sends guests to '/login', a path its route table lacks: it leads to `login`. */
  legacyLogin: '/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  authAssignmentDetails: (id = ':id') => `/auth/services/${id}`,
  myGroup: '/auth/my-group',
  updateAssignment: (id = ':id') => `/auth/updateGroup/${id}`,
  createAssignment: '/auth/create-assignments',
  pendingAssignments: '/auth/pending-assignments',
  /** One submission's grades and regrade requests: its student's and its assignment's author's view. */
  submissionHistory: (id = ':id') => `/auth/submissions/${id}`,
} as const;

/** In-page anchors of the home page that the navigation bar and footer scroll to. */
export const HOME_SECTIONS = {
  assignments: 'subscription-services',
  features: 'benifit-section',
  faq: 'faq-section',
  contact: 'contact-section',
} as const;

/** Timings of spec point 9, in milliseconds. */
export const TIMINGS = {
  debounce: 500,
  viewDelay: 500,
  navigationSpinner: 500,
  scrollAfterHome: 100,
  successMessage: 2000,
  heroAutoplay: 3000,
} as const;
