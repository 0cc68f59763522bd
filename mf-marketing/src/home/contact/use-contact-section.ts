import { MESSAGES } from '@studyhub/contracts/web';
import type { ContactSectionInput } from '@studyhub/contracts';
import { importSchema, useZodForm } from '@studyhub/forms';
import { showAlert } from '@studyhub/ui';
import { allFilled, formatProblem } from '../../contact/contact-checks.js';
import { useSendContactRequest } from '../../contact/use-send-contact-request.js';
import { CONTACT_TEXTS } from '../../contact/contact.texts.js';

const M = CONTACT_TEXTS.section;
const EMPTY = { name: '', email: '', phone: '', title: '', request: '' };

/**
 * Contact Us section rules: every field non-blank, then a valid email (and a phone
 * number the API takes). A complete request is sent, its title as the subject; once stored the
 * form is confirmed and emptied. A failed check or a refusal keeps what was typed.
 */
export function useContactSection() {
  // This form has its own alerts (docs/product.md), not the 'Validation Error' one or inline messages.
  const form = useZodForm(importSchema('contactSectionSchema'), { defaultValues: EMPTY, invalidAlert: false });
  const send = useSendContactRequest();

  const onValid = async ({ title, ...rest }: ContactSectionInput) => {
    if (!(await send({ ...rest, subject: title }))) return;
    form.reset();
    void showAlert({ title: M.successTitle, text: M.successBody, icon: 'success' });
  };

  const onInvalid = (errors: Parameters<typeof formatProblem>[0]) => {
    const problem = allFilled(form.getValues()) ? formatProblem(errors) : undefined;
    if (problem === MESSAGES.validation.contactEmail) void showAlert({ title: M.invalidEmailTitle, text: problem, icon: 'error' });
    else if (problem) void showAlert({ title: MESSAGES.validation.alertTitle, text: problem, icon: 'error' });
    else void showAlert({ title: M.missingTitle, text: M.missingBody, icon: 'warning' });
  };

  return { register: form.register, onSubmit: form.submit(onValid, onInvalid), prepare: form.prepare, submitting: form.submitting };
}
