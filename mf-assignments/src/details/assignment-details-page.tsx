import { selectUser } from '@studyhub/auth';
import { MESSAGES, ROUTES } from '@studyhub/contracts/web';
import { Button, Container, LoadingOverlay, Muted, PageTitle, showAlert } from '@studyhub/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation, useNavigate, useParams } from '@studyhub/router';
import { useGetAssignmentQuery } from '../assignments.api.js';
import { isNotFound } from '../shared/api-status.js';
import { AssignmentDetails } from './assignment-details.js';

const A = MESSAGES.assignments;

// The Take dialog and its form (with the validation library, ~35 KB gzip) load when a user first
// takes the assignment: reading the details needs neither.
const SubmitAssignmentModal = lazy(() =>
  import('./submit-assignment-modal.js').then((module) => ({ default: module.SubmitAssignmentModal })),
);

/** Assignment details at /assignments/:id and /auth/services/:id (one screen, spec point 2). */
export function AssignmentDetailsPage() {
  const { id = '' } = useParams();
  const user = useSelector(selectUser);
  const navigate = useNavigate();
  const location = useLocation();
  const [taking, setTaking] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const { data: assignment, error, isLoading } = useGetAssignmentQuery(id);
  const failed = error !== undefined && !isNotFound(error);

  useEffect(() => {
    if (!failed) return;
    void showAlert({ title: MESSAGES.auth.errorTitle, text: A.detailsFailed, icon: 'error' }).then(() =>
      navigate(ROUTES.assignments, { replace: true }),
    );
  }, [failed, navigate]);

  async function take() {
    if (user) {
      setDialogLoaded(true);
      return setTaking(true);
    }
    const goToLogin = await showAlert({
      title: MESSAGES.auth.loginRequiredTitle,
      text: MESSAGES.auth.loginToSubmit,
      icon: 'warning',
      confirmButtonText: MESSAGES.auth.goToLogin,
    });
    if (goToLogin) navigate(ROUTES.login, { state: { from: location.pathname } });
  }

  if (isLoading) return <LoadingOverlay message={MESSAGES.loading.generic} />;
  if (!assignment) {
    return (
      <Container>
        <PageTitle>{failed ? A.detailsFailed : A.noneFound}</PageTitle>
        <Muted>
          <Link to={ROUTES.assignments}>← Back to Assignments</Link>
        </Muted>
      </Container>
    );
  }
  return (
    <>
      <AssignmentDetails
        assignment={assignment}
        actions={
          <>
            <Button as={Link} to={ROUTES.assignments} $variant="secondary">
              ← Back to Assignments
            </Button>
            <Button onClick={() => void take()}>Take Assignment</Button>
          </>
        }
      />
      {dialogLoaded && (
        <Suspense fallback={<LoadingOverlay message={MESSAGES.loading.generic} />}>
          <SubmitAssignmentModal assignmentId={assignment._id} open={taking} onClose={() => setTaking(false)} />
        </Suspense>
      )}
    </>
  );
}
