import { createGlobalStyle, css, useTheme } from 'styled-components';
import { alertStyle } from './alert-style.js';
import { themes, type AppTheme, type ThemeMode } from './theme.js';

const rulesFor = (theme: AppTheme) => css`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${theme.mode}; }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    background: ${theme.colors.bg};
    color: ${theme.colors.text};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${theme.colors.primary}; }
  img { max-width: 100%; }
  h1, h2, h3 { font-family: ${theme.fonts.heading}; line-height: 1.2; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  ${alertStyle(theme)}
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

/**
 * One global style per theme, its values written in rather than read from the theme as it renders.
 * styled-components keeps a static global style's rules as the server's page brought them; one
 * with functions in it is deleted and inserted again on its first mount, and hydration then
 * restyled the whole page in one long task (docs/benchmarks.md, "Start-up in short tasks").
 */
const GLOBAL_STYLES: Record<ThemeMode, ReturnType<typeof createGlobalStyle>> = {
  light: createGlobalStyle`${rulesFor(themes.light)}`,
  dark: createGlobalStyle`${rulesFor(themes.dark)}`,
};

/** The page's global rules in the theme of the ThemeProvider around it. */
export function GlobalStyle() {
  const Rules = GLOBAL_STYLES[useTheme().mode];
  return <Rules />;
}
