import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NavEntry, NavEntryItems, SectionEntryItems } from './nav-entry.js';
import { useNavLinks } from '../remotes/use-remote-area.js';
import { HOME_ITEM, HOME_SECTION_ITEMS, visibleItems } from './nav-items.js';
import { navLinkStyles } from './nav-styles.js';
import type { NavGo } from './use-nav-go.js';

const StyledPanel = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  padding: 8px 16px 16px;
  ul { list-style: none; margin: 0; padding: 0; }
  a { ${navLinkStyles} display: flex; }
  @media (min-width: 1100px) { display: none; }
`;

const StyledSections = styled.ul`
  padding-left: 16px !important;
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  margin-left: 12px !important;
`;

const StyledFooter = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 12px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > * { flex: 1; }
`;

interface MobileMenuProps {
  go: NavGo;
  loggedIn: boolean;
  onClose: () => void;
  /** The Logout button of a logged-in user (Login stays in the bar). */
  account: ReactNode;
}

/** The hamburger's panel on narrow screens: every entry stacked, home sections indented. */
export function MobileMenu({ go, loggedIn, onClose, account }: MobileMenuProps) {
  const mainLinks = useNavLinks('main');
  return (
    <StyledPanel id="mobile-menu" aria-label="Main menu">
      <ul>
        <li>
          <NavEntry item={HOME_ITEM} go={go} onChosen={onClose} />
          <StyledSections aria-label="Home page sections">
            <SectionEntryItems items={HOME_SECTION_ITEMS} go={go} onChosen={onClose} />
          </StyledSections>
        </li>
        <NavEntryItems items={visibleItems(mainLinks, loggedIn)} go={go} onChosen={onClose} />
      </ul>
      {account && <StyledFooter>{account}</StyledFooter>}
    </StyledPanel>
  );
}
