import type { SubmissionHistory } from '@studyhub/contracts';
import { Muted } from '@studyhub/ui';
import { TEXTS } from '../grading.texts.js';
import { formatMoment } from './format-moment.js';
import { gradeNumber } from './history-view.js';
import { StyledChip, StyledFacts, StyledPanel, StyledRecords } from './history-styles.js';

const H = TEXTS.history;

/** Every regrade request, oldest first, with the grade it contested and the author's answer. */
export function RegradeList({ history }: { history: SubmissionHistory }) {
  const { grades, regradeRequests: requests } = history;
  const gradeLabel = (gradeId: string) => {
    const n = gradeNumber(history, gradeId);
    return n === undefined ? '' : H.gradeName(n, grades.length);
  };
  return (
    <StyledPanel aria-labelledby="history-regrades">
      <h2 id="history-regrades">{H.regradesHeading}</h2>
      {requests.length === 0 ? (
        <Muted>{H.noRegrades}</Muted>
      ) : (
        <StyledRecords>
          {requests.map((request, index) => {
            const headingId = `regrade-${request._id}`;
            return (
              <li key={request._id} aria-labelledby={headingId} data-testid="regrade-record">
                <h3 id={headingId}>
                  {H.regradeName(index + 1, requests.length)}
                  <StyledChip data-state={request.status}>{TEXTS.regradeStatus[request.status]}</StyledChip>
                </h3>
                <StyledFacts>
                  <dt>{H.onGrade}</dt>
                  <dd>{gradeLabel(request.gradeId)}</dd>
                  <dt>{H.reason}</dt>
                  <dd>{request.reason}</dd>
                  <dt>{H.requestedOn}</dt>
                  <dd>{formatMoment(request.createdAt)}</dd>
                  {request.resolvedAt && (
                    <>
                      <dt>{H.reply}</dt>
                      <dd>{request.reply.trim() || H.noReply}</dd>
                      <dt>{H.answeredOn}</dt>
                      <dd>{formatMoment(request.resolvedAt)}</dd>
                    </>
                  )}
                </StyledFacts>
              </li>
            );
          })}
        </StyledRecords>
      )}
    </StyledPanel>
  );
}
