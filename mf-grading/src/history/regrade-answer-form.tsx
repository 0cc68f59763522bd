import { apiErrorMessage } from '@studyhub/api-client';
import { REGRADE_LIMITS } from '@studyhub/contracts/web';
import type { RegradeRecord } from '@studyhub/contracts';
import { FieldError, FormActions, FormStack, TextAreaField, importSchema, useZodForm } from '@studyhub/forms';
import { Button, Muted, confirmAction } from '@studyhub/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { TEXTS } from '../grading.texts.js';
import { useAnswerRegradeMutation } from './history.api.js';
import { StyledFacts, StyledPanel } from './history-styles.js';

const A = TEXTS.answer;

const StyledReason = styled(StyledFacts)`
  margin: 12px 0 16px;
`;

interface Props {
  submissionId: string;
  request: RegradeRecord;
  onDone: (message: string) => void;
}

/**
 * The author answers an open request: keep the grade, or reopen the work for someone who has not
 * graded it. Reopening clears the grade, so it is confirmed first; the reply is optional.
 */
export function RegradeAnswerForm({ submissionId, request, onDone }: Props) {
  const [answerRegrade] = useAnswerRegradeMutation();
  const [refusal, setRefusal] = useState('');
  const form = useZodForm(importSchema('regradeAnswerSchema'), { defaultValues: { decision: 'keep', reply: '' }, invalidAlert: false });

  const onSubmit = form.submit(async ({ decision, reply }) => {
    setRefusal('');
    if (decision === 'reopen' && !(await confirmAction(A.confirmTitle, A.confirmText, A.confirmButton, { focusCancel: true }))) return;
    const result = await answerRegrade({ id: submissionId, body: { decision, reply } });
    if (result.error) {
      setRefusal(apiErrorMessage(result.error, A.failed));
      return;
    }
    onDone(decision === 'keep' ? A.kept : A.reopened);
  });

  return (
    <StyledPanel aria-labelledby="regrade-answer-title" data-testid="regrade-answer">
      <h2 id="regrade-answer-title">{A.heading}</h2>
      <Muted>{A.intro}</Muted>
      <StyledReason>
        <dt>{TEXTS.history.reason}</dt>
        <dd>{request.reason}</dd>
      </StyledReason>
      <FormStack noValidate onSubmit={onSubmit} onFocus={form.prepare} aria-labelledby="regrade-answer-title">
        <TextAreaField label={A.replyLabel} rows={3} maxLength={REGRADE_LIMITS.replyMax} {...form.field('reply')} />
        {refusal && <FieldError role="alert">{refusal}</FieldError>}
        <FormActions>
          {/* The button pressed is the decision; both submit the same form and its reply. */}
          <Button type="submit" $variant="secondary" disabled={form.submitting} onClick={() => form.setValue('decision', 'reopen')}>
            {A.reopen}
          </Button>
          <Button type="submit" disabled={form.submitting} onClick={() => form.setValue('decision', 'keep')}>
            {A.keep}
          </Button>
        </FormActions>
      </FormStack>
    </StyledPanel>
  );
}
