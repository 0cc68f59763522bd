import { TIMINGS } from '@studyhub/contracts/web';
import { useEffect } from 'react';
import { useLocation } from '@studyhub/router';

/** How long late content (the list, lazy chunks) may still move the target once it is there. */
const SETTLE_MS = 4000;
/** A target that has not appeared by then (a section that failed to load, a wrong hash) is no longer waited for. */
const WAIT_FOR_TARGET_MS = 20_000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** Scrolls to the element with this id; false when it is not on the page (yet). */
function scrollTo(id: string, smooth: boolean): boolean {
  const target = document.getElementById(id);
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target?.scrollIntoView({ behavior: smooth && !reduced ? 'smooth' : 'auto', block: 'start' });
  return target !== null;
}

/**
 * Makes links like /#faq-section work. The browser's own jump happens before the remotes have
 * rendered the section, so once home is on screen we scroll after TIMINGS.scrollAfterHome (100 ms).
 * The target itself may come later (the contact section is loaded on demand, which on a slow
 * phone takes seconds), and content that arrives after it (the assignments list and its cards)
 * would pull it away: every change of the page's height scrolls to the target again, until
 * SETTLE_MS after the target appeared or until the user takes over.
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const timers: number[] = [];
    let appeared = false;
    const follow = (smooth: boolean) => {
      if (!scrollTo(id, smooth) || appeared) return;
      appeared = true;
      timers.push(window.setTimeout(release, SETTLE_MS));
    };
    const resize = new ResizeObserver(() => follow(false));
    const release = () => {
      resize.disconnect();
      USER_INPUT.forEach((type) => window.removeEventListener(type, release));
    };
    timers.push(
      window.setTimeout(() => {
        follow(true);
        resize.observe(document.body);
      }, TIMINGS.scrollAfterHome),
      window.setTimeout(() => appeared || release(), WAIT_FOR_TARGET_MS),
    );
    USER_INPUT.forEach((type) => window.addEventListener(type, release, { passive: true }));
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      release();
    };
  }, [hash, key]);
}
