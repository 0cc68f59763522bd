import { apiErrorMessage } from '@studyhub/api-client';
import { selectUser } from '@studyhub/auth';
import { MESSAGES, ROUTES, TIMINGS } from '@studyhub/contracts/web';
import { assignmentFormSchema } from '@studyhub/contracts';
import { showAlert } from '@studyhub/ui';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from '@studyhub/router';
import { useCreateAssignmentMutation } from '../assignments.api.js';
import { AssignmentForm, type AssignmentFormValues } from './assignment-form.js';
import { EditorLayout } from './editor-layout.js';
import { useAudienceChoices } from './audience-field.js';
import { TEXTS } from '../assignments.texts.js';

const A = TEXTS.assignments;

const startOfToday = () => {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today;
};

/** 'Create New Assignment': success resets the form and goes to the list. */
export function CreateAssignmentPage() {
  const user = useSelector(selectUser);
  const navigate = useNavigate();
  const audience = useAudienceChoices();
  const [createAssignment] = useCreateAssignmentMutation();
  // "New assignment for this group" on a group's page opens the form with that group chosen.
  const group = useSearchParams()[0].get('group');
  // A user without a display name sees what the server will store for them: 'Anonymous'.
  const defaultValues = useMemo(
    () => ({
      userEmail: user?.email ?? '',
      userName: user?.displayName || MESSAGES.assignments.anonymous,
      title: '',
      description: '',
      thumbnailUrl: '',
      difficulty: 'Easy' as const,
      dueDate: '',
      anonymous: false,
      groupId: group,
    }),
    [user?.email, user?.displayName, group],
  );

  async function save(values: AssignmentFormValues) {
    const result = await createAssignment(values);
    if (result.error) {
      await showAlert({ title: MESSAGES.auth.errorTitle, text: apiErrorMessage(result.error, A.saveFailed), icon: 'error' });
      return false;
    }
    return true;
  }

  function saved() {
    void showAlert({ title: A.created, icon: 'success', timer: TIMINGS.successMessage });
    navigate(ROUTES.assignments);
  }

  return (
    <EditorLayout
      title="Create New Assignment"
      intro="Share an assignment with your study group. Everyone can take it and grade each other's work."
    >
      <AssignmentForm
        schema={assignmentFormSchema}
        defaultValues={defaultValues}
        invalidAlert={MESSAGES.validation.fixForm}
        minDueDate={startOfToday()}
        submitLabel="Create Assignment"
        onSave={save}
        onSaved={saved}
        resetAfterSave
        audience={audience}
        draftKey={`create:${user?.uid ?? ''}`}
      />
    </EditorLayout>
  );
}
