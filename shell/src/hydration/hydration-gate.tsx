import { useEffect, useLayoutEffect } from 'react';

/**
 * A page the server drew takes clicks on its buttons once React has hydrated the screen under them
 * (index.html: `html[data-hydrating] button { pointer-events: none }`). React hydrates each Suspense
 * boundary in a pass of its own, after the root's, and a remote's screen waits in its boundary for
 * its lazy chunk: a button there has no handler until that boundary commits, and a click on it
 * before then is lost. So the page opens once the shell's main area and every area screen in it
 * have committed, or as soon as the router moves on (the next page is the browser's own).
 */
const waitingFor = new Set<string>();

/** The shell's part: the frame's main area, where the screens are (RootLayout, RouteErrorPage). */
export const SHELL_PART = 'shell';

/** Opens the page now, whatever is still to commit. */
export function openPage() {
  waitingFor.clear();
  document.documentElement.removeAttribute('data-hydrating');
}

/**
 * Marks one part's commit: rendered inside the part's Suspense boundary, its effect runs only when
 * all that boundary holds has hydrated (React hydrates a boundary whole or not at all).
 */
export function Committed({ part }: { part: string }) {
  useEffect(() => {
    waitingFor.delete(part);
    if (waitingFor.size === 0) openPage();
  }, [part]);
  return null;
}

/**
 * Called outside the part's boundary, so that it runs in the commit of the enclosing part: a layout
 * effect runs before that commit's passive ones, so the page cannot open between the two. A part
 * that goes away before it commits (the user moved on) is forgotten, not counted as done.
 */
export function useAwaitCommit(part: string) {
  useLayoutEffect(() => {
    waitingFor.add(part);
    return () => void waitingFor.delete(part);
  }, [part]);
}

interface Navigable {
  state: { location: { key: string } };
  subscribe(listener: (state: { location: { key: string } }) => void): () => void;
}

/** Opens the page at the first navigation: whatever the first page still waited for is gone. */
export function openOnNavigation(router: Navigable) {
  const first = router.state.location.key;
  const stop = router.subscribe(({ location }) => {
    if (location.key === first) return;
    openPage();
    stop();
  });
}
