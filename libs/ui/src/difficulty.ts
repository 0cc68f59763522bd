import type { DefaultTheme } from 'styled-components';

/** Green Easy, yellow Medium, red Hard, and red for anything else on the list (docs/product.md). */
export function difficultyColors(difficulty: string | undefined, theme: DefaultTheme) {
  if (difficulty === 'Easy') return { fg: theme.colors.success, bg: theme.colors.successBg };
  if (difficulty === 'Medium') return { fg: theme.colors.warning, bg: theme.colors.warningBg };
  return { fg: theme.colors.danger, bg: theme.colors.dangerBg };
}
