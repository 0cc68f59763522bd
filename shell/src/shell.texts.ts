/** Sentences only the shell shows (what several areas say lives in @studyhub/contracts). */
export const SHELL_TEXTS = {
  routeLoading: 'Loading, please wait...',
  notFound: {
    title: '404 - Page Not Found',
    body: 'Sorry, the page you are looking for does not exist.',
    cta: 'Go to Homepage',
  },
  /** What a guest is told on choosing a signed-in entry of the navigation. */
  loginTo: {
    viewPending: 'Please log in to view pending assignments!',
    viewProfile: 'Please log in to view your profile!',
    viewGroups: 'Please log in to view your groups!',
  },
  logoutTitle: 'Success',
  logoutSuccess: 'Logged Out successful!',
  skipLink: 'Skip to main content',
  errorPageTitle: 'Something went wrong',
  signedOutElsewhereTitle: 'Signed out',
  signedOutElsewhere: 'You were signed out in another tab or window. Please log in again.',
} as const;
