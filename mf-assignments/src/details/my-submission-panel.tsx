import { MESSAGES, ROUTES } from '@studyhub/contracts/web';
import type { Submission } from '@studyhub/contracts';
import { Button, Card, DocumentLink, Muted } from '@studyhub/ui';
import { Link } from '@studyhub/router';
import styled from 'styled-components';
import { TEXTS } from '../assignments.texts.js';
import { formatMoment } from '../shared/due-date.js';

const M = TEXTS.mySubmission;

export const StyledPanel = styled(Card)`
  padding: 20px 24px;
  margin-bottom: 32px;
  h2 { margin: 0 0 12px; font-size: 1.2rem; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { padding: 16px; }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0 0 16px;
  dt { font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
    dd { margin-bottom: 6px; }
  }
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

interface Props {
  submission: Submission;
  onResubmit: () => void;
  onWithdraw: () => void;
  busy: boolean;
}

/** The reader's latest work for this assignment, and while it waits: replace it or take it back. */
export function MySubmissionPanel({ submission, onResubmit, onWithdraw, busy }: Props) {
  const { status, late } = submission;
  const changed = submission.updatedAt !== submission.createdAt;
  return (
    <StyledPanel as="section" aria-labelledby="my-submission-title" data-testid="my-submission">
      <h2 id="my-submission-title">{M.heading}</h2>
      {status === 'withdrawn' && <Muted role="note">{M.withdrawnNote}</Muted>}
      <StyledFacts>
        <dt>Link</dt>
        <dd>
          <DocumentLink href={submission.googleDocsLink} />
        </dd>
        <dt>Notes</dt>
        <dd>{submission.notes.trim() || MESSAGES.submissions.noNotes}</dd>
        <dt>Submitted</dt>
        <dd>
          {formatMoment(submission.createdAt)}
          {late && ` (${TEXTS.status.late})`}
        </dd>
        {changed && (
          <>
            <dt>Updated</dt>
            <dd>{formatMoment(submission.updatedAt)}</dd>
          </>
        )}
        <dt>Grade</dt>
        <dd>{status === 'completed' ? `${submission.obtainedMarks ?? 0}/${submission.marks}` : TEXTS.status.notGraded}</dd>
        {status === 'completed' && (
          <>
            <dt>Feedback</dt>
            <dd>{submission.feedback.trim() || MESSAGES.submissions.noFeedback}</dd>
          </>
        )}
      </StyledFacts>
      {(status === 'completed' || submission.regradeStatus !== null) && (
        // Where a grade can be contested, and every earlier grade read.
        <Link to={ROUTES.submissionHistory(submission._id)}>{M.history}</Link>
      )}
      {status === 'pending' && (
        <StyledButtons>
          <Button onClick={onResubmit} disabled={busy}>
            {M.resubmit}
          </Button>
          <Button $variant="secondary" onClick={onWithdraw} disabled={busy}>
            {M.withdraw}
          </Button>
        </StyledButtons>
      )}
    </StyledPanel>
  );
}
