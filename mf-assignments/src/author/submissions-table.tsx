import { MESSAGES } from '@studyhub/contracts/web';
import type { Submission, SubmissionStatus } from '@studyhub/contracts';
import styled from 'styled-components';
import { formatMoment } from '../shared/due-date.js';

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
`;

interface Props {
  rows: Submission[];
  statusLabel: (status: SubmissionStatus) => string;
}

/** The author's table: one row per student's submission. */
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
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              <th scope="row">{row.userName || MESSAGES.assignments.anonymous}</th>
              <td>{formatMoment(row.createdAt)}</td>
              <td>{row.late ? 'Late' : 'On time'}</td>
              <td>{statusLabel(row.status)}</td>
              <td>{row.status === 'completed' ? `${row.obtainedMarks ?? 0}/${row.marks}` : '–'}</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
