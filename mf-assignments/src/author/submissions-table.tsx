import { MESSAGES, ROUTES } from '@studyhub/contracts/web';
import type { Submission, SubmissionStatus } from '@studyhub/contracts';
import { Link } from '@studyhub/router';
import styled from 'styled-components';
import { TEXTS } from '../assignments.texts.js';
import { formatMoment } from '../shared/due-date.js';

const H = TEXTS.authorHistory;

/** Scrolls sideways inside its frame on a phone rather than widening the page. */
const StyledScroll = styled.div`
  overflow-x: auto;
  margin-bottom: 12px;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  th, td { padding: 8px 10px; text-align: start; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  /* Short values stay on one line (the frame scrolls on a phone); only a long name wraps. */
  td { white-space: nowrap; }
  thead th { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.8rem; border-top: 0; white-space: nowrap; }
  tbody th { font-weight: 600; min-width: 8rem; overflow-wrap: anywhere; }
  /* A student waits for the author's answer: the row stands out, and says so in words too. */
  tbody tr[data-regrade='open'] {
    background: ${({ theme }) => theme.colors.warningBg};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.warning};
  }
`;

const StyledFlag = styled.strong`
  display: block;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.warning};
`;

interface Props {
  rows: Submission[];
  statusLabel: (status: SubmissionStatus) => string;
}

/** The author's table: one row per student's submission, each opening its grade history. */
export function SubmissionsTable({ rows, statusLabel }: Props) {
  return (
    // Focusable, so a keyboard user can scroll it sideways too.
    <StyledScroll tabIndex={0} role="region" aria-labelledby="author-submissions-title">
      <StyledTable aria-labelledby="author-submissions-title">
        <thead>
          <tr>
            <th scope="col">Student</th>
            <th scope="col">Submitted</th>
            <th scope="col">Late</th>
            <th scope="col">Status</th>
            <th scope="col">Marks</th>
            <th scope="col">{H.column}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const student = row.userName || MESSAGES.assignments.anonymous;
            const sent = formatMoment(row.createdAt);
            return (
              <tr key={row._id} data-regrade={row.regradeStatus ?? undefined}>
                <th scope="row">{student}</th>
                <td>{sent}</td>
                <td>{row.late ? 'Late' : 'On time'}</td>
                <td>
                  {statusLabel(row.status)}
                  {row.regradeStatus === 'open' && <StyledFlag data-testid="regrade-flag">{H.regradeRequested}</StyledFlag>}
                </td>
                <td>{row.status === 'completed' ? `${row.obtainedMarks ?? 0}/${row.marks}` : '–'}</td>
                <td>
                  <Link to={ROUTES.submissionHistory(row._id)} aria-label={H.linkName(student, sent)}>
                    {H.link}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
