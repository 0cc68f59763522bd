import { createGlobalStyle } from 'styled-components';

/** Shell-only page rules: in-page jumps land below the sticky navbar, not under it. */
export const ShellGlobalStyle = createGlobalStyle`
  html { scroll-padding-top: calc(${({ theme }) => theme.layout.navHeight} + 16px); }
`;
