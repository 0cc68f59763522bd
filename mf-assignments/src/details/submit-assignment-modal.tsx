import { apiErrorMessage } from '@studyhub/api-client';
import { selectUser } from '@studyhub/auth';
import { ROUTES } from '@studyhub/contracts/web';
import { submitAssignmentSchema, type Submission } from '@studyhub/contracts';
import { FieldError, FormButtons, FormStack, TextAreaField, TextField, useZodForm } from '@studyhub/forms';
import { Modal, showAlert } from '@studyhub/ui';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from '@studyhub/router';
import { useSubmitAssignmentMutation } from '../assignments.api.js';
import { TEXTS } from '../assignments.texts.js';
import { submittedState } from './submitted-state.js';

const S = TEXTS.submit;

interface Props {
  assignmentId: string;
  open: boolean;
  onClose: () => void;
  /** The reader's waiting work: a resubmit starts from its link and notes. */
  previous?: Pick<Submission, 'googleDocsLink' | 'notes'>;
}

/**
 * 'Submit Assignment': a Google Docs link and optional notes. Success closes the
 * dialog and goes to the pending list; a refusal says why inside the dialog and keeps what was
 * typed. (An alert cannot open over a modal <dialog>: the dialog sits in the top layer and makes
 * the rest of the page inert, so alerts only open once it has closed.)
 */
export function SubmitAssignmentModal({ assignmentId, open, onClose, previous }: Props) {
  return (
    <Modal open={open} title="Submit Assignment" onClose={onClose}>
      <SubmitForm assignmentId={assignmentId} onClose={onClose} previous={previous} />
    </Modal>
  );
}

function SubmitForm({ assignmentId, onClose, previous }: Omit<Props, 'open'>) {
  const user = useSelector(selectUser);
  const navigate = useNavigate();
  const [submitAssignment] = useSubmitAssignmentMutation();
  const [refusal, setRefusal] = useState<string>();
  const form = useZodForm(submitAssignmentSchema, {
    defaultValues: { googleDocsLink: previous?.googleDocsLink ?? '', notes: previous?.notes ?? '' },
    invalidAlert: false,
  });

  const onValid = form.submit(async ({ googleDocsLink, notes }) => {
    setRefusal(undefined);
    if (!user) {
      onClose();
      void showAlert({ title: TEXTS.login.notLoggedInTitle, text: TEXTS.login.mustBeLoggedInToSubmit, icon: 'warning' });
      navigate(ROUTES.login);
      return;
    }
    const result = await submitAssignment({ id: assignmentId, body: { googleDocsLink, notes } });
    if (result.error) {
      setRefusal(apiErrorMessage(result.error, S.failed));
      return;
    }
    form.reset();
    onClose();
    // The pending page brings this row into view and marks it as the reader's.
    navigate(ROUTES.pendingAssignments, { state: submittedState(result.data.submission._id) });
    void showAlert(
      result.data.replaced
        ? { title: S.resubmitted, text: S.resubmittedBody, icon: 'success' }
        : { title: TEXTS.submitted.title, text: TEXTS.submitted.body, icon: 'success' },
    );
  });

  return (
    <FormStack onSubmit={onValid} noValidate aria-label="Submit Assignment">
      <TextField
        label="Google Docs Link"
        type="url"
        inputMode="url"
        placeholder="https://docs.google.com/document/d/..."
        required
        {...form.field('googleDocsLink')}
      />
      <TextAreaField label="Notes" rows={4} placeholder="Anything the marker should know (optional)" {...form.field('notes')} />
      {refusal && <FieldError role="alert">{refusal}</FieldError>}
      <FormButtons submitting={form.submitting} submitLabel="Submit" busyLabel="Submitting..." onCancel={onClose} />
    </FormStack>
  );
}
