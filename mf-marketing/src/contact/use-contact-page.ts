import { contactPageSchema, MESSAGES } from '@studyhub/contracts';
import { showAlert } from '@studyhub/ui';
import type { FormEvent } from 'react';
import { useFormValues } from '../shared/use-form-values.js';

const M = MESSAGES.contactPage;
const EMPTY = { name: '', email: '', phone: '', subject: '', request: '' };

/**
 * /contact rules (spec point 5): all five fields required, one alert for anything missing.
 * The spec gives this page no email-format rule, so none is added. Nothing is sent.
 */
export function useContactPage() {
  const form = useFormValues(EMPTY);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!contactPageSchema.safeParse(form.values).success) {
      void showAlert({ title: M.missingTitle, text: M.missingBody, icon: 'error' });
      return;
    }
    form.reset();
    void showAlert({ title: M.successTitle, text: M.successBody, icon: 'success' });
  };
  return { bind: form.bind, onSubmit };
}
