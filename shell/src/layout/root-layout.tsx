import { LoadingOverlay } from '@studyhub/ui';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from '@studyhub/router';
import styled from 'styled-components';
import { RouteAnnouncer } from '../a11y/route-announcer.js';
import { Committed, SHELL_PART } from '../hydration/hydration-gate.js';
import { MAIN_ID, SkipLink } from '../a11y/skip-link.js';
import { Footer } from './footer.js';
import { Navbar } from './navbar.js';
import { ShellGlobalStyle } from './shell-global-style.js';
import { SHELL_TEXTS } from '../shell.texts.js';

const StyledPage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// At least a screen tall: while a screen's code is still loading, the footer stays below the
// fold instead of showing and then being pushed down (a layout shift users see).
const StyledMain = styled.main`
  flex: 1;
  min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  /* Focused only by the skip link: a ring around the whole page would say nothing. */
  &:focus { outline: none; }
`;

/** The frame around every screen: skip link, navigation, the routed area, footer. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <StyledPage>
      <ShellGlobalStyle />
      <SkipLink />
      <Navbar />
      <StyledMain id={MAIN_ID} tabIndex={-1}>
        <Suspense fallback={<LoadingOverlay message={SHELL_TEXTS.routeLoading} />}>
          <Outlet />
          <Committed part={SHELL_PART} />
        </Suspense>
      </StyledMain>
      <Footer />
      {navigation.state === 'loading' && <LoadingOverlay message={SHELL_TEXTS.routeLoading} />}
      <RouteAnnouncer />
      <ScrollRestoration />
    </StyledPage>
  );
}
