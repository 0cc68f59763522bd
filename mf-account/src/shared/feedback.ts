import { authErrorMessage } from '@studyhub/auth';
import { MESSAGES, TIMINGS } from '@studyhub/contracts/web';
import { showAlert } from '@studyhub/ui';

/** Spec point 8: failures open an 'Error' alert with a readable version of the provider's message. */
export function showAuthError(error: unknown) {
  return showAlert({ title: MESSAGES.auth.errorTitle, text: authErrorMessage(error), icon: 'error' });
}

/**
 * Success alerts close by themselves; the caller navigates at once instead of waiting, so the
 * next screen is already there when the alert goes.
 */
export function showSuccess(title: string) {
  void showAlert({ title, icon: 'success', timer: TIMINGS.successMessage });
}
