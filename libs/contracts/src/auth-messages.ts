/**
 * Readable sentences for the identity provider's error codes. libs/auth maps a failure to one of
 * these, and every area that signs in or edits an account shows it.
 */
export const AUTH_ERROR_MESSAGES = {
  'auth/invalid-credential': 'Incorrect email or password.',
  'auth/invalid-login-credentials': 'Incorrect email or password.',
  'auth/wrong-password': 'Incorrect email or password.',
  'auth/user-not-found': 'Incorrect email or password.',
  'auth/email-already-in-use': 'An account with this email already exists. Try logging in instead.',
  'auth/invalid-email': 'The email address is not valid.',
  'auth/weak-password': 'The password is too weak. Use at least 6 characters.',
  'auth/password-does-not-meet-requirements':
    'The password does not meet the requirements: use at least 6 characters with an uppercase letter, a lowercase letter, a number and a special character.',
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before sign-in finished.',
  'auth/popup-blocked': 'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  'auth/cancelled-popup-request': 'Another sign-in window is already open. Finish or close it first.',
  'auth/network-request-failed': 'Could not reach the sign-in service. Check your connection and try again.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/unauthorized-domain': 'Sign-in is not allowed from this web address. Please tell the site administrator.',
  'auth/invalid-api-key': 'Sign-in is not configured correctly (invalid API key). Please tell the site administrator.',
  'auth/multi-factor-auth-required': 'This account needs a second verification step, which StudyHub does not support yet.',
  'auth/user-mismatch': 'These credentials belong to a different user than the one signed in.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/requires-recent-login': 'For your security, please log in again and then retry.',
  'auth/account-exists-with-different-credential':
    'An account with this email already exists with a different sign-in method. Log in with that method.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled.',
  'auth/user-token-expired': 'Your session has expired. Please log in again.',
  'auth/internal-error': 'The sign-in service had a problem. Please try again.',
} as const satisfies Record<string, string>;

/** What a failure with no code, or a code not listed above, is shown as. */
export const AUTH_GENERIC_ERROR = 'Something went wrong with your account request. Please try again.';

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;
