/** How long an on-demand chunk may take before the code that asked for it gives up on it. */
export const CHUNK_PATIENCE_MS = 8000;

/**
 * `load`'s answer, or a rejection once `ms` have passed. A chunk whose request failed after the
 * page loaded (connection lost) can leave the federation runtime's promise pending for good,
 * seen in Chromium with every script blocked; whoever waits on it needs an end.
 */
export function loadWithin<T>(load: Promise<T>, ms = CHUNK_PATIENCE_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not loaded within ${ms} ms`)), ms);
  });
  return Promise.race([load, expired]).finally(() => clearTimeout(timer));
}
