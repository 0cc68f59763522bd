import type { Progress } from '@studyhub/contracts';
import { ROUTES } from '@studyhub/contracts/web';
import { Link } from '@studyhub/router';
import styled from 'styled-components';
import { PROGRESS_TEXTS } from './progress.texts.js';

const T = PROGRESS_TEXTS.author;
type TopRow = Progress['author']['top'][number];

/**
 * Stays a table on a phone too: three short numbers beside a title fit 375 px, where the app's
 * stacked cards (DataTable) made ten rows four screens long.
 */
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  /* Titles wrap between words; a word breaks only when it is wider than the column. */
  th, td { padding: 10px 14px; text-align: start; overflow-wrap: break-word; }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
  tbody tr { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  tbody th { font-weight: 600; }
  [data-number] { text-align: end; white-space: nowrap; width: 1%; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    th, td { padding: 8px 10px; }
    [data-number] { padding-inline: 6px; }
    thead th { font-size: 0.78rem; }
  }
`;

export function TopTable({ rows, labelledBy }: { rows: TopRow[]; labelledBy: string }) {
  return (
    <StyledTable aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{T.assignment}</th>
          <th scope="col" data-number>
            {T.takers}
          </th>
          <th scope="col" data-number>
            {T.waiting}
          </th>
          <th scope="col" data-number>
            {T.graded}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.assignmentId}>
            <th scope="row">
              <Link to={ROUTES.assignmentDetails(row.assignmentId)}>{row.title}</Link>
            </th>
            <td data-number>{row.takers}</td>
            <td data-number>{row.pending}</td>
            <td data-number>{row.graded}</td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
