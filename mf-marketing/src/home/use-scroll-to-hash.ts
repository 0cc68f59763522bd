import { TIMINGS } from '@studyhub/contracts/web';
import { useEffect } from 'react';
import { useLocation } from '@studyhub/router';

/** How long late content (the list, lazy chunks) may still move the target before we let go. */
const SETTLE_MS = 4000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

function scrollTo(id: string, smooth: boolean) {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(id)?.scrollIntoView({ behavior: smooth && !reduced ? 'smooth' : 'auto', block: 'start' });
}

/**
 * Makes links like /#faq-section work. The browser's own jump happens before the remotes have
 * rendered the section, so once home is on screen we scroll after TIMINGS.scrollAfterHome (100 ms). Content that
 * arrives afterwards (the assignments list and its cards, which also focuses its search box and so
 * scrolls the page) would pull the section away: until the page settles or the user takes over,
 * every change of the page's height brings the section back.
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const resize = new ResizeObserver(() => scrollTo(id, false));
    const release = () => {
      resize.disconnect();
      USER_INPUT.forEach((type) => window.removeEventListener(type, release));
    };
    const start = window.setTimeout(() => {
      scrollTo(id, true);
      resize.observe(document.body);
    }, TIMINGS.scrollAfterHome);
    const stop = window.setTimeout(release, SETTLE_MS);
    USER_INPUT.forEach((type) => window.addEventListener(type, release, { passive: true }));
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(stop);
      release();
    };
  }, [hash, key]);
}
