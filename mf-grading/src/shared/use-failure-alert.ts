import { MESSAGES } from '@studyhub/contracts/web';
import { showAlert } from '@studyhub/ui';
import { useEffect } from 'react';

/** A list that fails to load says so in an 'Error' alert, once per failure (docs/product.md, Alerts). */
export function useFailureAlert(failed: boolean, text: string) {
  useEffect(() => {
    if (failed) void showAlert({ title: MESSAGES.auth.errorTitle, text, icon: 'error' });
  }, [failed, text]);
}
