import { MESSAGES } from '@studyhub/contracts/web';
import { importSchema, useZodForm } from '@studyhub/forms';
import { showAlert } from '@studyhub/ui';

const M = MESSAGES.contactPage;
// No subject until one is picked: the list starts on its 'Select a subject' option.
const EMPTY = { name: '', email: '', phone: '', request: '' };

/**
 * /contact rules (spec point 5): all five fields required, one alert for anything missing.
 * The spec gives this page no email-format rule, so none is added. Nothing is sent.
 */
export function useContactPage() {
  // The spec gives this form its own alerts, not the 'Validation Error' one or inline messages.
  const form = useZodForm(importSchema('contactPageSchema'), { defaultValues: EMPTY, invalidAlert: false });

  const onValid = () => {
    form.reset();
    void showAlert({ title: M.successTitle, text: M.successBody, icon: 'success' });
  };

  const onMissing = () => void showAlert({ title: M.missingTitle, text: M.missingBody, icon: 'error' });

  return { register: form.register, onSubmit: form.submit(onValid, onMissing), prepare: form.prepare };
}
