import { matchPath, useLocation } from '@studyhub/router';
import { useDisclosure } from '@studyhub/ui';
import styled from 'styled-components';
import { NavEntryItems } from './nav-entry.js';
import type { NavItem } from './nav-items.js';
import { StyledDropdown, navLinkStyles } from './nav-styles.js';
import type { NavGo } from './use-nav-go.js';

export const MORE_LABEL = 'More';

const StyledMore = styled.li`
  position: relative;
`;

/** Looks like a link of the row; `active` when the current page is one of those it holds. */
export const StyledMoreButton = styled.button`
  ${navLinkStyles}
  gap: 4px;
  border: 0;
  background: transparent;
  font: inherit;
  cursor: pointer;
`;

/** The small down arrow of a disclosure in the row (Home's sections, More). */
export const Caret = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
  </svg>
);

/** The entries the row has no room for, behind a More button at its end. */
export function MoreLinks({ items, go }: { items: NavItem[]; go: NavGo }) {
  const { pathname } = useLocation();
  const { open, close, toggle, container, button } = useDisclosure<HTMLLIElement>();
  const holdsCurrent = items.some((item) => matchPath({ path: item.to, end: item.end ?? false }, pathname));

  return (
    <StyledMore ref={container}>
      <StyledMoreButton
        ref={button}
        type="button"
        className={holdsCurrent ? 'active' : undefined}
        aria-expanded={open}
        aria-controls="more-links"
        onClick={toggle}
      >
        {MORE_LABEL}
        <Caret />
      </StyledMoreButton>
      {open && (
        <StyledDropdown id="more-links" $align="right">
          <NavEntryItems items={items} go={go} onChosen={close} />
        </StyledDropdown>
      )}
    </StyledMore>
  );
}
