import { MESSAGES } from '@studyhub/contracts/web';
import type { ContactPageInput } from '@studyhub/contracts';
import { importSchema, useZodForm } from '@studyhub/forms';
import { showAlert } from '@studyhub/ui';
import { allFilled, formatProblem } from './contact-checks.js';
import { useSendContactRequest } from './use-send-contact-request.js';
import { CONTACT_TEXTS } from './contact.texts.js';

const M = CONTACT_TEXTS.page;
// No subject until one is picked: the list starts on its 'Select a subject' option.
const EMPTY = { name: '', email: '', phone: '', request: '' };

/**
 * /contact rules: all five fields required, one alert for anything missing; an
 * email or phone number the API would refuse says which. A complete request is sent; once stored
 * it is confirmed and the form empties. A refusal keeps what was typed.
 */
export function useContactPage() {
  // This form has its own alerts (docs/product.md), not the 'Validation Error' one or inline messages.
  const form = useZodForm(importSchema('contactPageSchema'), { defaultValues: EMPTY, invalidAlert: false });
  const send = useSendContactRequest();

  const onValid = async (request: ContactPageInput) => {
    if (!(await send(request))) return;
    form.reset();
    void showAlert({ title: M.successTitle, text: M.successBody, icon: 'success' });
  };

  const onInvalid = (errors: Parameters<typeof formatProblem>[0]) => {
    // A subject never picked is missing from the values; allFilled counts it as blank all the same.
    const problem = allFilled(form.getValues()) ? formatProblem(errors) : undefined;
    if (problem) void showAlert({ title: MESSAGES.validation.alertTitle, text: problem, icon: 'error' });
    else void showAlert({ title: M.missingTitle, text: MESSAGES.validation.contactMissing, icon: 'error' });
  };

  return { register: form.register, onSubmit: form.submit(onValid, onInvalid), prepare: form.prepare, submitting: form.submitting };
}
