import type { SubmissionStatus } from '@studyhub/contracts';
import styled, { type DefaultTheme } from 'styled-components';

/** Completed green, pending yellow; withdrawn (nobody can mark it any more) greyed out. */
function statusColors(status: SubmissionStatus, theme: DefaultTheme) {
  if (status === 'completed') return { fg: theme.colors.success, bg: theme.colors.successBg };
  if (status === 'withdrawn') return { fg: theme.colors.textMuted, bg: theme.colors.surfaceAlt };
  return { fg: theme.colors.warning, bg: theme.colors.warningBg };
}

const StyledBadge = styled.span<{ $status: SubmissionStatus }>`
  display: inline-block;
  padding: 2px 10px;
  /* One word: tables may wrap long text anywhere, a badge would read 'Complete d'. */
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme, $status }) => statusColors($status, theme).fg};
  background: ${({ theme, $status }) => statusColors($status, theme).bg};
`;

/** 'pending' → 'Pending'. */
export function statusLabel(status: SubmissionStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** A submission's status, capitalised: pending in yellow, completed in green, withdrawn in grey. */
export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <StyledBadge $status={status} data-status={status}>
      {statusLabel(status)}
    </StyledBadge>
  );
}
