import { apiErrorMessage } from '@studyhub/api-client';
import { selectUser } from '@studyhub/auth';
import { MESSAGES, ROUTES, TIMINGS } from '@studyhub/contracts/web';
import { assignmentUpdateFormSchema, type Assignment } from '@studyhub/contracts';
import { Muted, Spinner, showAlert, useDocumentTitle } from '@studyhub/ui';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from '@studyhub/router';
import { TEXTS } from '../assignments.texts.js';
import { useGetAssignmentQuery, useUpdateAssignmentMutation } from '../assignments.api.js';
import { AssignmentForm, type AssignmentFormValues } from './assignment-form.js';
import { EditorLayout } from './editor-layout.js';
import { useAudienceChoices } from './audience-field.js';

const A = TEXTS.assignments;
const TITLE = 'Update Assignment';
const INTRO = 'Change what your study group sees. Submissions already made keep the title and marks they were made with.';

/** The form's starting values: only the fields the update call takes (its schema is strict). */
function editableValues(assignment: Assignment, displayName: string | null | undefined) {
  const { title, description, marks, thumbnailUrl, difficulty, dueDate, userEmail, userName, groupId } = assignment;
  return { title, description, marks, thumbnailUrl, difficulty, dueDate, userEmail, userName: displayName || userName, groupId };
}

/**
 * 'Update Assignment': the create form prefilled. Only the owner may edit
 * (compared by email here; the API checks the verified uid as well).
 */
export function UpdateAssignmentPage() {
  const { id = '' } = useParams();
  const user = useSelector(selectUser);
  const navigate = useNavigate();
  const audience = useAudienceChoices();
  const { data: assignment, isError, isLoading } = useGetAssignmentQuery({ id, as: user?.uid ?? '' });
  const [updateAssignment] = useUpdateAssignmentMutation();
  const notOwner = assignment !== undefined && assignment.userEmail !== user?.email;
  useDocumentTitle(assignment && !notOwner ? TEXTS.updateTabTitle(assignment.title) : undefined);

  useEffect(() => {
    if (isError) void showAlert({ title: A.notFoundForUpdate, text: A.loadForUpdateFailed, icon: 'error' });
  }, [isError]);

  useEffect(() => {
    if (!notOwner) return;
    void showAlert({ title: TEXTS.login.unauthorizedTitle, text: MESSAGES.ownership.editOwn, icon: 'error' });
    navigate(ROUTES.assignments, { replace: true });
  }, [notOwner, navigate]);

  async function save(values: AssignmentFormValues) {
    const result = await updateAssignment({ id, body: values });
    if (result.error) {
      await showAlert({ title: MESSAGES.auth.errorTitle, text: apiErrorMessage(result.error, A.updateFailed), icon: 'error' });
      return false;
    }
    return true;
  }

  // The success message shows for a moment, then the list (docs/product.md, "After an action").
  async function saved() {
    await showAlert({ title: A.updated, icon: 'success', timer: TIMINGS.successMessage });
    navigate(ROUTES.assignments);
  }

  if (isLoading) {
    return (
      <EditorLayout title={TITLE} intro={INTRO}>
        <Muted role="status">
          <Spinner $size={18} /> {MESSAGES.loading.generic}
        </Muted>
      </EditorLayout>
    );
  }
  if (!assignment || notOwner) {
    return (
      <EditorLayout title={TITLE} intro={INTRO}>
        <Muted role="alert">{isError ? A.loadForUpdateFailed : MESSAGES.ownership.editOwn}</Muted>
        <Link to={ROUTES.assignments}>← Back to Assignments</Link>
      </EditorLayout>
    );
  }
  return (
    <EditorLayout title={TITLE} intro={INTRO}>
      <AssignmentForm
        schema={assignmentUpdateFormSchema}
        defaultValues={editableValues(assignment, user?.displayName)}
        invalidAlert={MESSAGES.validation.fillAllCorrectly}
        requireLoadedThumbnail={{ savedUrl: assignment.thumbnailUrl }}
        audience={audience}
        draftKey={`update:${id}:${user?.uid ?? ''}`}
        submitLabel="Update Assignment"
        onSave={save}
        onSaved={saved}
        fixedAnonymous={assignment.anonymous}
      />
    </EditorLayout>
  );
}
