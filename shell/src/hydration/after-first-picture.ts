/**
 * How long after the navigation began the start-up may wait for the first screen's picture. A
 * phone that gets the shell's entry later than this starts at once: it loses nothing.
 */
export const FIRST_PICTURE_WAIT_MS = 1_000;

/** The part of a largest-contentful-paint entry read here (not in TypeScript's DOM types). */
interface LargestContentfulPaint extends PerformanceEntry {
  element: Element | null;
}

const LCP = 'largest-contentful-paint';

/**
 * Resolves once the first screen's picture is on the screen, so that the start-up's long tasks
 * (the federation runtime's shared modules, react-dom, hydration) come after its paint rather than
 * between its arrival and its paint. Lighthouse simulates a slow phone from the order of an
 * unthrottled load: a picture painted after those tasks is given their time, four times over, in
 * its LCP (docs/benchmarks.md, "The first picture before the start-up").
 *
 * The picture is the page's `fetchpriority="high"` image (the server-drawn hero, first card or
 * assignment picture, or web-server/src/first-paint.ts's); "on the screen" is the browser's own
 * largest-contentful-paint entry for it. Resolves at once without such a picture or such entries,
 * when the picture fails, and FIRST_PICTURE_WAIT_MS after the navigation began at the latest.
 */
export function afterFirstPicture(): Promise<void> {
  const picture = document.querySelector('img[fetchpriority="high"]');
  const waitMs = FIRST_PICTURE_WAIT_MS - performance.now();
  if (!picture || waitMs <= 0 || !PerformanceObserver.supportedEntryTypes?.includes(LCP)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      picture.removeEventListener('error', done);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === picture)) done();
    });
    const timer = setTimeout(done, waitMs);
    picture.addEventListener('error', done);
    observer.observe({ type: LCP, buffered: true });
  });
}
