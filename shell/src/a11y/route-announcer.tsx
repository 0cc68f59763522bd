import { useLocation } from '@studyhub/router';
import { visuallyHidden } from '@studyhub/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { MAIN_ID } from './skip-link.js';
import { whenHeadingShows } from './when-heading-shows.js';
import { whenNoDialogHasFocus } from './when-no-dialog-has-focus.js';

const ANNOUNCE_DELAY_MS = 100;

const StyledRegion = styled.div`${visuallyHidden}`;

/** Focusable by script only, so it joins no tab order. */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * After an in-app navigation, a screen-reader or keyboard user starts on the new page, as they
 * would after a full page load: focus moves to its main heading and its title is read out. The
 * first page is left alone, so the skip link stays the first tab stop. A link to a home section
 * (/#faq-section) scrolls there instead, so focus is not pulled back to the top.
 */
export function RouteAnnouncer() {
  const { pathname, hash } = useLocation();
  const [message, setMessage] = useState('');
  const announced = useRef(pathname);
  const toSection = useRef(hash);
  toSection.current = hash;

  useEffect(() => {
    // A ref, not a "first run" flag: StrictMode runs effects twice on mount.
    if (announced.current === pathname) return;
    announced.current = pathname;
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    let timer: number | undefined;
    let stopWaitingForDialog: () => void = () => undefined;
    const stopWaitingForHeading = whenHeadingShows(main, (heading) => {
      if (!toSection.current) stopWaitingForDialog = whenNoDialogHasFocus(() => focusHeading(heading));
      // A screen that names the tab after its data does so in an effect just after drawing it.
      timer = window.setTimeout(() => {
        const title = document.title || heading.textContent || '';
        // The same words twice in a row are not read again: alternate a trailing no-break space.
        setMessage((previous) => (previous === title ? `${title}\u00a0` : title));
      }, ANNOUNCE_DELAY_MS);
    });
    return () => {
      stopWaitingForHeading();
      stopWaitingForDialog();
      window.clearTimeout(timer);
    };
  }, [pathname]);

  return (
    <StyledRegion role="status" aria-live="polite" aria-atomic="true">
      {message}
    </StyledRegion>
  );
}
