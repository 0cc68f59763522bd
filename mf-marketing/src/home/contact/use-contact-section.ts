import { isContactEmail, MESSAGES } from '@studyhub/contracts/web';
import type { ContactSectionInput } from '@studyhub/contracts';
import { importSchema, useZodForm } from '@studyhub/forms';
import { showAlert } from '@studyhub/ui';

const M = MESSAGES.contactSection;
const EMPTY = { name: '', email: '', phone: '', title: '', request: '' };

/**
 * Contact Us section rules (spec point 5): every field non-blank, then a valid email. Nothing is
 * sent anywhere; success only confirms and empties the form. A failed check keeps what was typed.
 */
export function useContactSection() {
  // The spec gives this form its own alerts, not the 'Validation Error' one or inline messages.
  const form = useZodForm(importSchema('contactSectionSchema'), { defaultValues: EMPTY, invalidAlert: false });

  const onValid = ({ email }: ContactSectionInput) => {
    if (!isContactEmail(email)) {
      void showAlert({ title: M.invalidEmailTitle, text: M.invalidEmailBody, icon: 'error' });
      return;
    }
    form.reset();
    void showAlert({ title: M.successTitle, text: M.successBody, icon: 'success' });
  };

  const onMissing = () => void showAlert({ title: M.missingTitle, text: M.missingBody, icon: 'warning' });

  return { register: form.register, onSubmit: form.submit(onValid, onMissing), prepare: form.prepare };
}
