/** Sentences only the shell shows (what several areas say lives in @studyhub/contracts). */
export const SHELL_TEXTS = {
  routeLoading: 'Loading, please wait...',
  notFound: {
    title: '404 - Page Not Found',
    body: 'Sorry, the page you are looking for does not exist.',
    cta: 'Go to Homepage',
  },
  logoutTitle: 'Success',
  logoutSuccess: 'Logged Out successful!',
  skipLink: 'Skip to main content',
  errorPageTitle: 'Something went wrong',
  signedOutElsewhereTitle: 'Signed out',
  signedOutElsewhere: 'You were signed out in another tab or window. Please log in again.',
} as const;
