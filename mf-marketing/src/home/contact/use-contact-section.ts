import { contactSectionSchema, isContactEmail, MESSAGES } from '@studyhub/contracts';
import { showAlert } from '@studyhub/ui';
import type { FormEvent } from 'react';
import { useFormValues } from '../../shared/use-form-values.js';

const M = MESSAGES.contactSection;
const EMPTY = { name: '', email: '', phone: '', title: '', request: '' };

/**
 * Contact Us section rules (spec point 5): every field non-blank, then a valid email. Nothing is
 * sent anywhere; success only confirms and empties the form.
 */
export function useContactSection() {
  const form = useFormValues(EMPTY);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!contactSectionSchema.safeParse(form.values).success) {
      void showAlert({ title: M.missingTitle, text: M.missingBody, icon: 'warning' });
      return;
    }
    if (!isContactEmail(form.values.email)) {
      void showAlert({ title: M.invalidEmailTitle, text: M.invalidEmailBody, icon: 'error' });
      return;
    }
    form.reset();
    void showAlert({ title: M.successTitle, text: M.successBody, icon: 'success' });
  };
  return { bind: form.bind, onSubmit };
}
