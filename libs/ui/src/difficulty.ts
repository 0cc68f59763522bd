import type { DefaultTheme } from 'styled-components';
import { toneColors, type BadgeTone } from './badge.js';

/** Green Easy, yellow Medium, red Hard, and red for anything else on the list (docs/product.md). */
export function difficultyTone(difficulty: string | undefined): BadgeTone {
  if (difficulty === 'Easy') return 'success';
  if (difficulty === 'Medium') return 'warning';
  return 'danger';
}

/** A difficulty's colours (kept for remotes built before `difficultyTone` and `Badge`). */
export const difficultyColors = (difficulty: string | undefined, theme: DefaultTheme) => toneColors(difficultyTone(difficulty), theme);
