import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { SHELL_TEXTS } from '../shell.texts.js';

export const MAIN_ID = 'main';

// Off screen until it has focus, then drawn over the top-left corner above the sticky navbar.
const StyledSkipLink = styled.a`
  position: absolute;
  z-index: 1000;
  top: 8px;
  left: 8px;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;
  transform: translateY(calc(-100% - 16px));
  &:focus { transform: none; }
`;

/**
 * The page's first tab stop. Focus is moved by hand rather than left to the browser's jump to
 * `#main`: a hash in the URL would reach the router (the home page scrolls to hashes) and stay in
 * the address bar.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <StyledSkipLink href={`#${MAIN_ID}`} onClick={skip}>
      {SHELL_TEXTS.skipLink}
    </StyledSkipLink>
  );
}
