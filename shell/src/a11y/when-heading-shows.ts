/** How long a screen may take to draw its heading (its remote and data loading) before we give up. */
const WAIT_MS = 10_000;

/**
 * Calls `found` with the first h1 inside `region` as soon as there is one: at once, or when a
 * screen that is still loading its remote or data draws it. Returns a function that stops waiting.
 */
export function whenHeadingShows(region: HTMLElement, found: (heading: HTMLElement) => void): () => void {
  const present = region.querySelector('h1');
  if (present) {
    found(present);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = region.querySelector('h1');
    if (!heading) return;
    stop();
    found(heading);
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(region, { childList: true, subtree: true });
  return stop;
}
