import { MESSAGES } from '@studyhub/contracts/web';
import { type Column, DataTable } from '@studyhub/ui';
import type { Submission } from '@studyhub/contracts';
import styled from 'styled-components';
import { HistoryLink, RegradeNote } from './history-link.js';
import { StatusBadge } from '../shared/status-badge.js';
import { TEXTS } from '../grading.texts.js';

const StyledNone = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const StyledFeedback = styled.span`
  white-space: pre-wrap;
`;

/** Obtained marks once completed, else 'Not Marked'. */
export function obtainedMarksText(row: Pick<Submission, 'status' | 'obtainedMarks'>): string | null {
  return row.status === 'completed' && row.obtainedMarks !== null ? String(row.obtainedMarks) : null;
}

/** The marker's feedback once completed and given, else 'No feedback provided'. */
export function feedbackText(row: Pick<Submission, 'status' | 'feedback'>): string | null {
  return row.status === 'completed' && row.feedback.trim() ? row.feedback : null;
}

/** Work withdrawn because its assignment was deleted says why instead of waiting for feedback. */
const WITHDRAWN_REASON = 'Assignment deleted';

const COLUMNS: Column<Submission>[] = [
  { header: 'Assignment Title', cell: (row) => row.title },
  {
    header: 'Status',
    cell: (row) => (
      <>
        <StatusBadge status={row.status} />
        <RegradeNote status={row.regradeStatus} />
      </>
    ),
  },
  { header: 'Total Marks', cell: (row) => row.marks, align: 'center' },
  {
    header: 'Obtained Marks',
    align: 'center',
    cell: (row) => obtainedMarksText(row) ?? <StyledNone>{TEXTS.submissions.notMarked}</StyledNone>,
  },
  {
    header: 'Feedback',
    cell: (row) => {
      if (row.status === 'withdrawn') return <StyledNone>{WITHDRAWN_REASON}</StyledNone>;
      const feedback = feedbackText(row);
      return feedback ? <StyledFeedback>{feedback}</StyledFeedback> : <StyledNone>{MESSAGES.submissions.noFeedback}</StyledNone>;
    },
  },
  { header: 'History', hideLabelOnPhone: true, cell: (row) => <HistoryLink row={row} /> },
];

/** My Attempted Assignments: Assignment Title, Status, Total Marks, Obtained Marks, Feedback, History. */
export function MySubmissionsTable({ labelledBy, rows }: { labelledBy: string; rows: Submission[] }) {
  return <DataTable labelledBy={labelledBy} columns={COLUMNS} rows={rows} rowKey={(row) => row._id} />;
}
