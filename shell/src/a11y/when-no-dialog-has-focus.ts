/** How often to look whether the dialog has closed (an alert waits for a person). */
const POLL_MS = 100;

const dialogHasFocus = () => !!document.activeElement?.closest('[aria-modal="true"], dialog[open]');

/**
 * Calls `free` at once when no modal dialog holds focus, else once it has closed and focus has
 * gone back to nothing (<body>). A confirmation shown as the next page opens (e.g. "Assignment
 * submitted!") keeps focus on its button, so a keyboard user can answer it; the page takes focus
 * after. If the dialog hands focus back to a real element, it stays there. Returns a function that
 * stops waiting.
 */
export function whenNoDialogHasFocus(free: () => void): () => void {
  if (!dialogHasFocus()) {
    free();
    return () => undefined;
  }
  const timer = window.setInterval(() => {
    if (dialogHasFocus()) return;
    window.clearInterval(timer);
    if (!document.activeElement || document.activeElement === document.body) free();
  }, POLL_MS);
  return () => window.clearInterval(timer);
}
