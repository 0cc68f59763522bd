import { selectUser } from '@studyhub/auth';
import { MESSAGES, ROUTES } from '@studyhub/contracts/web';
import { showAlert } from '@studyhub/ui';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from '@studyhub/router';
import type { NavItem } from './nav-items.js';
import { scrollToSection } from './scroll-to-section.js';
import { SHELL_PATHS } from '../shell.paths.js';

/** How long the spinner shows before a navigation entry leads on. */
const NAVIGATION_SPINNER_MS = 500;

/**
 * What choosing a navigation entry does: guests on a protected entry get the
 * 'Login Required' warning; other entries show the spinner for NAVIGATION_SPINNER_MS, then
 * navigate; home sections scroll, going home first (/#section) when the page lacks them.
 */
export function useNavGo() {
  const user = useSelector(selectUser);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const navigateWithSpinner = useCallback(
    (to: string) => {
      clearTimeout(timer.current);
      setPending(true);
      timer.current = setTimeout(() => {
        setPending(false);
        navigate(to);
      }, NAVIGATION_SPINNER_MS);
    },
    [navigate],
  );

  const goTo = useCallback(
    async (item: NavItem) => {
      if (item.loginMessage && !user) {
        const goToLogin = await showAlert({
          title: MESSAGES.auth.loginRequiredTitle,
          text: item.loginMessage,
          icon: 'warning',
          confirmButtonText: MESSAGES.auth.goToLogin,
        });
        if (goToLogin) navigate(ROUTES.login);
        return;
      }
      if (item.to !== pathname) navigateWithSpinner(item.to);
    },
    [user, pathname, navigate, navigateWithSpinner],
  );

  const goToSection = useCallback(
    (section: string) => {
      if (pathname === ROUTES.home && scrollToSection(section)) return;
      // The home page scrolls to the hash itself, TIMINGS.scrollAfterHome after its sections render.
      navigateWithSpinner(SHELL_PATHS.homeSection(section));
    },
    [pathname, navigateWithSpinner],
  );

  return { pending, goTo, goToSection };
}

export type NavGo = ReturnType<typeof useNavGo>;

/** Lets the browser handle new-tab and new-window clicks; everything else goes through `go`. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
