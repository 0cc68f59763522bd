import { MESSAGES, ROUTES } from '@studyhub/contracts/web';
import { Button, Container, LoadingOverlay, Muted, PageTitle, showAlert, useDocumentTitle } from '@studyhub/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from '@studyhub/router';
import { useGetAssignmentQuery } from '../assignments.api.js';
import { AuthorSubmissions } from '../author/author-submissions.js';
import { isNotFound } from '../shared/api-status.js';
import { useReader } from '../shared/use-reader.js';
import { viewerStatus } from '../shared/viewer-status.js';
import { AssignmentDetails } from './assignment-details.js';
import { MySubmissionPanel } from './my-submission-panel.js';
import { useLatestSubmissionQuery } from './my-submission.api.js';
import { useWithdraw } from './use-withdraw.js';
import { TEXTS } from '../assignments.texts.js';

const A = TEXTS.assignments;

// The Take dialog and its form (with the validation library, ~35 KB gzip) load when a user first
// takes the assignment: reading the details needs neither.
const SubmitAssignmentModal = lazy(() =>
  import('./submit-assignment-modal.js').then((module) => ({ default: module.SubmitAssignmentModal })),
);

/**
 * Assignment details at /assignments/:id and /auth/services/:id (one screen), with the reader's
 * status: their latest work below the card (resubmit or withdraw while it waits), or for the
 * author, everyone's work and no way to take their own assignment.
 */
export function AssignmentDetailsPage() {
  const { id = '' } = useParams();
  const { user, reader, known } = useReader();
  const navigate = useNavigate();
  const location = useLocation();
  const [taking, setTaking] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const { data: assignment, error, isLoading: loading } = useGetAssignmentQuery({ id, as: reader }, { skip: !known });
  const isLoading = loading || !known;
  const hasWork = !!assignment?.viewer?.submission;
  const latest = useLatestSubmissionQuery({ assignmentId: id, as: reader }, { skip: !hasWork || !reader });
  const mine = hasWork ? latest.data : undefined;
  const { withdraw, withdrawing } = useWithdraw();
  const failed = error !== undefined && !isNotFound(error);
  // The tab (and the route announcer) name the assignment, not just 'Assignment Details'.
  useDocumentTitle(assignment?.title);

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
      text: TEXTS.login.toSubmit,
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
  const status = viewerStatus(assignment);
  return (
    <>
      <AssignmentDetails
        assignment={assignment}
        actions={
          <>
            <Button as={Link} to={ROUTES.assignments} $variant="secondary">
              ← Back to Assignments
            </Button>
            {status.takeLabel && <Button onClick={() => void take()}>{status.takeLabel}</Button>}
          </>
        }
      >
        {status.state === 'owner' && <AuthorSubmissions assignmentId={assignment._id} />}
        {mine && (
          <MySubmissionPanel submission={mine} busy={withdrawing} onResubmit={() => void take()} onWithdraw={() => void withdraw(mine)} />
        )}
      </AssignmentDetails>
      {dialogLoaded && (
        <Suspense fallback={<LoadingOverlay message={MESSAGES.loading.generic} />}>
          <SubmitAssignmentModal
            assignmentId={assignment._id}
            open={taking}
            previous={mine?.status === 'pending' ? mine : undefined}
            onClose={() => setTaking(false)}
          />
        </Suspense>
      )}
    </>
  );
}
