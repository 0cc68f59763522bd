import { selectAuthLoading, selectUser } from '@studyhub/auth';
import { ROUTES } from '@studyhub/contracts/web';
import { Button, Container, Spinner, useDisclosure } from '@studyhub/ui';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from '@studyhub/router';
import styled from 'styled-components';
import { BrandLogo } from './brand-logo.js';
import { DesktopLinks } from './desktop-links.js';
import { MobileMenu } from './mobile-menu.js';
import { NavWidgets } from './nav-widgets.js';
import { ThemeToggle } from './theme-toggle.js';
import { UserMenu } from './user-menu.js';
import { useLogout } from './use-logout.js';
import { useNavGo } from './use-nav-go.js';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/* Wider than the page's content: the bar holds the areas' entries and buttons, and a wide screen
   shows them all rather than some under More (desktop-links.tsx). */
const StyledBar = styled(Container)`
  max-width: 1600px;
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: ${({ theme }) => theme.layout.navHeight};
`;

const StyledActions = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
`;

/** Logout sits in the bar on wide screens and in the mobile panel otherwise; Login always shows. */
const StyledWide = styled.div`
  display: contents;
  @media (max-width: 1099px) { display: none; }
`;

const StyledHamburger = styled(Button)`
  width: 44px;
  padding: 0;
  @media (min-width: 1100px) { display: none; }
`;

export function Navbar() {
  const user = useSelector(selectUser);
  const authLoading = useSelector(selectAuthLoading);
  const go = useNavGo();
  const logout = useLogout();
  const { pathname } = useLocation();
  const { open: menuOpen, close: closeMenu, toggle: toggleMenu, container: header, button: hamburger } = useDisclosure<HTMLElement>();

  // A new page closes the mobile menu, however it was reached.
  useEffect(() => closeMenu(), [pathname, closeMenu]);

  const logoutButton = user && (
    <Button type="button" $variant="secondary" onClick={() => void logout()}>
      Logout
    </Button>
  );

  return (
    <StyledHeader ref={header}>
      <StyledBar>
        <BrandLogo />
        <DesktopLinks go={go} loggedIn={!!user} />
        <StyledActions>
          {(authLoading || go.pending) && <Spinner $size={24} />}
          <NavWidgets loggedIn={!!user} />
          <ThemeToggle />
          {user && <UserMenu user={user} go={go} />}
          {logoutButton && <StyledWide>{logoutButton}</StyledWide>}
          {!user && !authLoading && (
            <Button as={Link} to={ROUTES.login}>
              Login
            </Button>
          )}
          <StyledHamburger
            ref={hamburger}
            type="button"
            $variant="ghost"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={toggleMenu}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" stroke="currentColor" strokeWidth="2">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </StyledHamburger>
        </StyledActions>
      </StyledBar>
      {menuOpen && <MobileMenu go={go} loggedIn={!!user} onClose={closeMenu} account={logoutButton} />}
    </StyledHeader>
  );
}
