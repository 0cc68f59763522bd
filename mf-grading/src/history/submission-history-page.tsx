import { selectUser } from '@studyhub/auth';
import { ROUTES } from '@studyhub/contracts/web';
import { Container, Muted, PageTitle, VisuallyHidden, useDocumentTitle } from '@studyhub/ui';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from '@studyhub/router';
import { TEXTS } from '../grading.texts.js';
import { GradeList } from './grade-list.js';
import { useSubmissionHistoryQuery } from './history.api.js';
import { canAnswerRegrade, canRequestRegrade, currentGrade, openRequest, viewerOf } from './history-view.js';
import { RegradeAnswerForm } from './regrade-answer-form.js';
import { RegradeList } from './regrade-list.js';
import { RegradeRequestForm } from './regrade-request-form.js';
import { SubmissionFacts } from './submission-facts.js';

const H = TEXTS.history;
const TITLE_ID = 'history-title';

/**
 * One submission's grades and regrade requests, for its student (who may contest the current
 * grade) and the assignment's author (who answers). The heading stays the same element while the
 * data loads, so the focus the shell gives it on arrival is kept.
 */
export function SubmissionHistoryPage() {
  const { id = '' } = useParams();
  const user = useSelector(selectUser);
  // Grades and answers come from other people's browsers: every visit asks again.
  const {
    data: history,
    isError,
    isLoading,
  } = useSubmissionHistoryQuery({ id, as: user?.uid ?? '' }, { skip: !user, refetchOnMountOrArgChange: true });
  const [notice, setNotice] = useState('');
  useDocumentTitle(history ? H.tabTitle(history.submission.title) : undefined);
  const viewer = history && viewerOf(history);
  const request = history && openRequest(history);

  return (
    <Container as="section" aria-labelledby={TITLE_ID}>
      <PageTitle id={TITLE_ID}>{history ? H.heading(history.submission.title) : <VisuallyHidden>{H.loading}</VisuallyHidden>}</PageTitle>
      {viewer === 'student' && <Link to={ROUTES.myGroup}>← {H.back}</Link>}
      {viewer === 'author' && history?.submission.assignmentId && (
        <Link to={ROUTES.assignmentDetails(history.submission.assignmentId)}>← {H.backToAssignment}</Link>
      )}
      {/* Always present, so a screen reader hears each change of state. */}
      <Muted role="status" aria-live="polite">
        {isLoading ? H.loading : notice}
      </Muted>
      {isError && <Muted role="alert">{H.loadFailed}</Muted>}
      {history && (
        <>
          <SubmissionFacts submission={history.submission} showStudent={viewer === 'author'} />
          {canRequestRegrade(history) && <RegradeRequestForm submissionId={id} onDone={setNotice} />}
          {canAnswerRegrade(history) && request && (
            <RegradeAnswerForm key={request._id} submissionId={id} request={request} onDone={setNotice} />
          )}
          <GradeList grades={history.grades} currentId={currentGrade(history)?._id} />
          <RegradeList history={history} />
        </>
      )}
    </Container>
  );
}
