/** Sentences only the shell shows (the product's quoted messages live in @studyhub/contracts). */
export const SHELL_TEXTS = {
  skipLink: 'Skip to main content',
  errorPageTitle: 'Something went wrong',
  signedOutElsewhereTitle: 'Signed out',
  signedOutElsewhere: 'You were signed out in another tab or window. Please log in again.',
} as const;
