import { themes } from '@studyhub/ui';
import { createGlobalStyle } from 'styled-components';

/**
 * Shell-only page rules: in-page jumps land below the sticky navbar, not under it; and text that
 * users write (names, titles) breaks inside a long unbroken word rather than widening the page.
 * Controls are left out: a button's label breaking mid-word would read worse than it wraps.
 * Static (the layout is the same in both themes), for the reason given in @studyhub/ui's global-style.tsx.
 */
export const ShellGlobalStyle = createGlobalStyle`
  html { scroll-padding-top: calc(${themes.light.layout.navHeight} + 16px); }
  h1, h2, h3, h4, h5, h6, p, dt, dd, td, th, figcaption, blockquote, legend { overflow-wrap: anywhere; }
`;
