import { SUBMISSION_LIMITS } from '@studyhub/contracts/web';
import { markSubmissionSchema, type Submission } from '@studyhub/contracts';
import { FieldError, FormButtons, FormStack, TextAreaField, TextField, useZodForm } from '@studyhub/forms';
import { useState } from 'react';
import { SubmissionSummary } from './submission-summary.js';

/** The marker's input as the API takes it. */
export interface MarkValues {
  obtainedMarks: number;
  feedback: string;
}

/** Why a mark the server refused can be corrected here; `field` when it is about the marks. */
export interface MarkProblem {
  message: string;
  field?: boolean;
}

interface Props {
  submission: Submission;
  onCancel: () => void;
  /** Resolves to a problem to show in the form, or nothing when the form is done. */
  onMark: (values: MarkValues) => Promise<MarkProblem | void>;
}

/**
 * Marks Obtained and Feedback, validated by the API's own schema ('Enter valid marks.' for empty,
 * non-numeric, fractional or negative marks). Messages show in the form only: an alert could not
 * show above a modal dialog, which is in the browser's top layer.
 */
export function MarkForm({ submission, onCancel, onMark }: Props) {
  const form = useZodForm(markSubmissionSchema, { defaultValues: { feedback: '' }, invalidAlert: false });
  const [problem, setProblem] = useState<string>();

  const submit = form.submit(async ({ obtainedMarks, feedback }) => {
    setProblem(undefined);
    const refused = await onMark({ obtainedMarks, feedback });
    if (!refused) return;
    if (refused.field) form.setError('obtainedMarks', { message: refused.message }, { shouldFocus: true });
    else setProblem(refused.message);
  });

  return (
    <>
      <SubmissionSummary submission={submission} />
      <FormStack onSubmit={submit} noValidate>
        <TextField
          label="Marks Obtained"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint={`Out of ${submission.marks}`}
          {...form.field('obtainedMarks', { valueAsNumber: true })}
        />
        <TextAreaField label="Feedback" rows={4} maxLength={SUBMISSION_LIMITS.feedbackMax} {...form.field('feedback')} />
        {problem && <FieldError role="alert">{problem}</FieldError>}
        <FormButtons submitting={form.submitting} submitLabel="Submit" busyLabel="Submitting..." onCancel={onCancel} />
      </FormStack>
    </>
  );
}
