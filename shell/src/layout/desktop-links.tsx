import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { NavEntry, SectionEntry } from './nav-entry.js';
import { useNavLinks } from '../remotes/use-remote-area.js';
import { HOME_ITEM, HOME_SECTION_ITEMS, visibleItems } from './nav-items.js';
import { StyledDropdown, navLinkStyles } from './nav-styles.js';
import { useDismiss } from './use-dismiss.js';
import type { NavGo } from './use-nav-go.js';

const StyledNav = styled.nav`
  @media (max-width: 1099px) { display: none; }
`;

const StyledList = styled.ul`
  display: flex;
  align-items: center;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li > a { ${navLinkStyles} }
`;

const StyledHome = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  > a { ${navLinkStyles} padding-right: 4px; }
`;

const StyledCaret = styled.button<{ $open: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  svg { transition: transform 0.15s ease; transform: rotate(${({ $open }) => ($open ? 180 : 0)}deg); }
`;

/** The wide-screen link row; the Home entry has a small disclosure with the home sections. */
export function DesktopLinks({ go, loggedIn }: { go: NavGo; loggedIn: boolean }) {
  const mainLinks = useNavLinks('main');
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLLIElement>(null);
  const caret = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, container, caret);

  return (
    <StyledNav aria-label="Main">
    <StyledList>
      <StyledHome ref={container}>
        <NavEntry item={HOME_ITEM} go={go} />
        <StyledCaret
          ref={caret}
          type="button"
          $open={open}
          aria-expanded={open}
          aria-controls="home-sections"
          aria-label="Home page sections"
          onClick={() => setOpen((current) => !current)}
        >
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </StyledCaret>
        {open && (
          <StyledDropdown id="home-sections" $align="left">
            {HOME_SECTION_ITEMS.map(({ label, section }) => (
              <li key={section}>
                <SectionEntry label={label} section={section} go={go} onChosen={close} />
              </li>
            ))}
          </StyledDropdown>
        )}
      </StyledHome>
      {visibleItems(mainLinks, loggedIn).map((item) => (
        <li key={item.to}>
          <NavEntry item={item} go={go} />
        </li>
      ))}
    </StyledList>
    </StyledNav>
  );
}
