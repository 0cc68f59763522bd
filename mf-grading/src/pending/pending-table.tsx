import { MESSAGES } from '@studyhub/contracts/web';
import type { Submission } from '@studyhub/contracts';
import { Button, type Column, DataTable } from '@studyhub/ui';
import styled from 'styled-components';
import { GIVE_MARK_ATTRIBUTE } from './focus-after-mark.js';
import { TEXTS } from '../grading.texts.js';

const StyledOwn = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
  font-weight: 600;
`;

const StyledClaim = styled.span`
  display: block;
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.warning};
  font-size: 0.85rem;
  font-weight: 600;
`;

/** Someone else's live claim on the row: they have its mark dialog open now. */
const othersClaim = (row: Submission, now: number) =>
  row.claim && !row.claim.mine && Date.parse(row.claim.expiresAt) > now ? row.claim : null;

const StyledGiveMark = styled(Button)`
  white-space: nowrap;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { width: 100%; }
`;

/**
 * The submitter sees 'Your Submission' instead of a way to mark their own work. The API sends a
 * submitter's email only to the submitter, so a row that carries the reader's email is theirs.
 */
export function isOwnSubmission(row: Pick<Submission, 'userEmail'>, userEmail: string | null | undefined): boolean {
  return !!userEmail && row.userEmail?.toLowerCase() === userEmail.toLowerCase();
}

interface Props {
  labelledBy: string;
  rows: Submission[];
  userEmail: string | null | undefined;
  onGiveMark: (submission: Submission) => void;
  /** The reader's submission just sent: brought into view and highlighted. */
  highlightId?: string;
}

/** "Give mark to <title> by <student>": a keyboard user tabbing down the column hears which row. */
export const giveMarkName = (row: Pick<Submission, 'title' | 'userName'>) =>
  `Give mark to ${row.title} by ${row.userName || MESSAGES.assignments.anonymous}`;

/** Pending Assignments: Assignment Title, Marks, Name, Action. */
export function PendingTable({ labelledBy, rows, userEmail, onGiveMark, highlightId }: Props) {
  const now = Date.now();
  const columns: Column<Submission>[] = [
    {
      header: 'Assignment Title',
      cell: (row) => {
        const claim = othersClaim(row, now);
        return (
          <>
            {row.title}
            {claim && <StyledClaim>{TEXTS.claims.beingMarked(claim.by)}</StyledClaim>}
          </>
        );
      },
    },
    { header: 'Marks', cell: (row) => row.marks, align: 'center' },
    { header: 'Name', cell: (row) => row.userName || MESSAGES.assignments.anonymous },
    {
      header: 'Action',
      align: 'end',
      hideLabelOnPhone: true,
      cell: (row) =>
        isOwnSubmission(row, userEmail) ? (
          <StyledOwn>{TEXTS.submissions.yourSubmission}</StyledOwn>
        ) : (
          <StyledGiveMark
            type="button"
            aria-label={giveMarkName(row)}
            {...{ [GIVE_MARK_ATTRIBUTE]: row._id }}
            onClick={() => onGiveMark(row)}
          >
            Give Mark
          </StyledGiveMark>
        ),
    },
  ];
  return <DataTable labelledBy={labelledBy} columns={columns} rows={rows} rowKey={(row) => row._id} highlightKey={highlightId} />;
}
