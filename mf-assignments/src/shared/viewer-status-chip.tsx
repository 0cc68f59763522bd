import styled, { type DefaultTheme } from 'styled-components';
import type { ViewerState, ViewerStatus } from './viewer-status.js';

function chipColors(state: ViewerState, theme: DefaultTheme) {
  const { colors } = theme;
  switch (state) {
    case 'graded':
      return { fg: colors.success, bg: colors.successBg };
    case 'waiting':
      return { fg: colors.warning, bg: colors.warningBg };
    case 'past-due':
    case 'withdrawn':
      return { fg: colors.danger, bg: colors.dangerBg };
    default:
      return { fg: colors.textMuted, bg: colors.surfaceAlt };
  }
}

const StyledChip = styled.span<{ $state: ViewerState }>`
  align-self: flex-start;
  display: inline-block;
  max-width: 100%;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.8rem;
  font-weight: 700;
  overflow-wrap: anywhere;
  color: ${({ theme, $state }) => chipColors($state, theme).fg};
  background: ${({ theme, $state }) => chipColors($state, theme).bg};
`;

/** The reader's state with one assignment as a coloured chip; nothing for a guest. */
export function ViewerStatusChip({ status }: { status: ViewerStatus }) {
  if (!status.label) return null;
  return (
    <StyledChip $state={status.state} data-testid="viewer-status">
      {status.label}
    </StyledChip>
  );
}
