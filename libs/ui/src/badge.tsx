import styled, { type DefaultTheme } from 'styled-components';

/** What a badge says by its colour: done, waiting, wrong or over, nothing to do, or the one that leads. */
export type BadgeTone = 'success' | 'warning' | 'danger' | 'muted' | 'primary';

/** A tone's text and background colours in the current theme (light or dark). */
export function toneColors(tone: BadgeTone, theme: DefaultTheme): { fg: string; bg: string } {
  const { colors } = theme;
  switch (tone) {
    case 'success':
      return { fg: colors.success, bg: colors.successBg };
    case 'warning':
      return { fg: colors.warning, bg: colors.warningBg };
    case 'danger':
      return { fg: colors.danger, bg: colors.dangerBg };
    case 'primary':
      return { fg: colors.primaryText, bg: colors.primary };
    default:
      return { fg: colors.textMuted, bg: colors.surfaceAlt };
  }
}

/**
 * A short state in a coloured pill (a submission's status, a member's role, a difficulty). One
 * word stays whole: tables may wrap long text anywhere, a badge would read 'Complete d'.
 */
export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 2px 10px;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme, $tone }) => toneColors($tone, theme).fg};
  background: ${({ theme, $tone }) => toneColors($tone, theme).bg};
`;
