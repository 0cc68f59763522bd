import { apiErrorMessage } from '@studyhub/api-client';
import { REGRADE_LIMITS } from '@studyhub/contracts/web';
import { FieldError, FormActions, FormStack, TextAreaField, importSchema, useZodForm } from '@studyhub/forms';
import { Button, Muted } from '@studyhub/ui';
import { useState } from 'react';
import { TEXTS } from '../grading.texts.js';
import { useRequestRegradeMutation } from './history.api.js';
import { StyledPanel } from './history-styles.js';

const R = TEXTS.request;
const RULE = `Between ${REGRADE_LIMITS.reasonMin} and ${REGRADE_LIMITS.reasonMax} characters.`;

interface Props {
  submissionId: string;
  /** Says what happened in the page's status line (the form leaves once the request exists). */
  onDone: (message: string) => void;
}

/**
 * The student contests the current grade. The reason follows the API's own rule and message; a
 * refusal is said under the form and what was typed stays, so it can be sent again.
 */
export function RegradeRequestForm({ submissionId, onDone }: Props) {
  const [requestRegrade] = useRequestRegradeMutation();
  const [refusal, setRefusal] = useState('');
  // The schema loads on first focus: the author's view of the same screen never needs zod.
  const form = useZodForm(importSchema('regradeRequestSchema'), { defaultValues: { reason: '' }, invalidAlert: false });

  const onSubmit = form.submit(async ({ reason }) => {
    setRefusal('');
    const result = await requestRegrade({ id: submissionId, body: { reason } });
    if (result.error) {
      setRefusal(apiErrorMessage(result.error, R.failed));
      return;
    }
    onDone(R.sent);
  });

  return (
    <StyledPanel aria-labelledby="regrade-request-title" data-testid="regrade-request">
      <h2 id="regrade-request-title">{R.heading}</h2>
      <Muted>{R.intro}</Muted>
      <FormStack noValidate onSubmit={onSubmit} onFocus={form.prepare} aria-labelledby="regrade-request-title">
        <TextAreaField label={R.reasonLabel} rows={4} maxLength={REGRADE_LIMITS.reasonMax} hint={RULE} {...form.field('reason')} />
        {refusal && <FieldError role="alert">{refusal}</FieldError>}
        <FormActions>
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? R.sending : R.submit}
          </Button>
        </FormActions>
      </FormStack>
    </StyledPanel>
  );
}
