import { useRef } from 'react';
import { useDisclosure } from '@studyhub/ui';
import styled from 'styled-components';
import { NavEntry, NavEntryItems, SectionEntryItems } from './nav-entry.js';
import { useNavLinks } from '../remotes/use-remote-area.js';
import { Caret, MORE_LABEL, MoreLinks, StyledMoreButton } from './more-links.js';
import { HOME_ITEM, HOME_SECTION_ITEMS, visibleItems } from './nav-items.js';
import { StyledDropdown, navLinkStyles } from './nav-styles.js';
import { useFitCount } from './use-fit-count.js';
import type { NavGo } from './use-nav-go.js';

/** Between two entries of the row, in pixels. */
const GAP = 2;

/* The areas publish the entries (and widgets join the buttons) without a shell build, so the row
   may outgrow the bar: the entries that do not fit move under More at its end. Its width is the
   bar's free space (basis 0), never its content's, so what fits does not depend on what is shown. */
const StyledNav = styled.nav`
  position: relative;
  flex: 1 1 0;
  min-width: 0;
  @media (max-width: 1099px) { display: none; }
`;

const StyledList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${GAP}px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li > a { ${navLinkStyles} }
`;

/**
 * Every entry at its natural width, unseen and taking no room (the page never scrolls to it), for
 * useFitCount. The labels are drawn by CSS, so no test or search of the page's text finds them twice.
 */
const StyledMeasure = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 0;
  height: 0;
  overflow: hidden;
  display: flex;
  visibility: hidden;
  pointer-events: none;
  > span { ${navLinkStyles} flex: none; }
  > span::before { content: attr(data-label); }
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
  const items = visibleItems(useNavLinks('main'), loggedIn);
  const { open, close, toggle, container, button: caret } = useDisclosure<HTMLLIElement>();
  const nav = useRef<HTMLElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const fit = useFitCount(nav, container, measure, items.map((item) => item.label).join('\n'), GAP) ?? items.length;

  return (
    <StyledNav aria-label="Main" ref={nav}>
      <StyledMeasure ref={measure} aria-hidden="true">
        {items.map((item) => (
          <span key={item.to} data-label={item.label} />
        ))}
        <StyledMoreButton as="span" data-label={MORE_LABEL}>
          <Caret />
        </StyledMoreButton>
      </StyledMeasure>
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
            onClick={toggle}
          >
            <Caret />
          </StyledCaret>
          {open && (
            <StyledDropdown id="home-sections" $align="left">
              <SectionEntryItems items={HOME_SECTION_ITEMS} go={go} onChosen={close} />
            </StyledDropdown>
          )}
        </StyledHome>
        <NavEntryItems items={items.slice(0, fit)} go={go} />
        {fit < items.length && <MoreLinks items={items.slice(fit)} go={go} />}
      </StyledList>
    </StyledNav>
  );
}
