import { ROUTES } from '@studyhub/contracts/web';
import type { Submission } from '@studyhub/contracts';
import { Link } from '@studyhub/router';
import styled from 'styled-components';
import { TEXTS } from '../grading.texts.js';

/** One word: tables may wrap long text anywhere, the link would read 'Histor y'. */
const StyledLink = styled(Link)`
  white-space: nowrap;
`;

const StyledNote = styled.span`
  display: block;
  margin-top: 4px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A graded row (or one a reopen sent back to the queue) opens its history, where the grade can be
 * contested. The link is named after the row, so a list of links still says which is which.
 */
export function HistoryLink({ row }: { row: Pick<Submission, '_id' | 'title' | 'status' | 'regradeStatus'> }) {
  if (row.status !== 'completed' && row.regradeStatus === null) return null;
  return (
    <StyledLink to={ROUTES.submissionHistory(row._id)} aria-label={TEXTS.historyLinkName(row.title)}>
      {TEXTS.historyLink}
    </StyledLink>
  );
}

/** Where a regrade request on the current grade stands, under the row's status. */
export function RegradeNote({ status }: { status: Submission['regradeStatus'] }) {
  return status ? <StyledNote data-testid="regrade-status">{TEXTS.regradeStatus[status]}</StyledNote> : null;
}
