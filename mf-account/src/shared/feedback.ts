import { authErrorMessage } from '@studyhub/auth';
import { MESSAGES, TIMINGS } from '@studyhub/contracts/web';
import { showAlert } from '@studyhub/ui';

/** Failures open an 'Error' alert with a readable version of the provider's message (docs/product.md, Alerts). */
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
