import { MESSAGES } from '@studyhub/contracts/web';
import type { Submission } from '@studyhub/contracts';
import { TEXTS } from '../grading.texts.js';
import { StatusBadge } from '../shared/status-badge.js';
import { formatMoment } from './format-moment.js';
import { StyledChip, StyledFacts, StyledPanel } from './history-styles.js';
import { DocumentLink } from '@studyhub/ui';

const H = TEXTS.history;

/**
 * The work itself: what was sent and where it stands. The author reads the student's name as
 * the API gives it ('Anonymous student' under anonymous review); the student is not shown their own.
 */
export function SubmissionFacts({ submission, showStudent }: { submission: Submission; showStudent: boolean }) {
  return (
    <StyledPanel aria-labelledby="history-submission">
      <h2 id="history-submission">{H.submissionHeading}</h2>
      <StyledFacts>
        {showStudent && (
          <>
            <dt>{H.student}</dt>
            <dd>{submission.userName}</dd>
          </>
        )}
        <dt>{H.document}</dt>
        <dd>
          <DocumentLink href={submission.googleDocsLink} />
        </dd>
        <dt>{H.notes}</dt>
        <dd>{submission.notes.trim() || MESSAGES.submissions.noNotes}</dd>
        <dt>{H.submitted}</dt>
        <dd>{formatMoment(submission.createdAt)}</dd>
        <dt>{H.status}</dt>
        <dd>
          <StatusBadge status={submission.status} />{' '}
          {submission.regradeStatus && (
            <StyledChip data-state={submission.regradeStatus}>{TEXTS.regradeStatus[submission.regradeStatus]}</StyledChip>
          )}
        </dd>
      </StyledFacts>
    </StyledPanel>
  );
}
