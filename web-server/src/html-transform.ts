// What the shell server's HTML transforms (first paint, route preload) share: reading each
// remote's file once, and writing values into attributes.

/** A transform of the shell's HTML for the requested path; resolves to the page to send. */
export type HtmlTransform = (pathname: string, html: string) => Promise<string>;

/** A value made safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `read(manifestUrl)` once per remote, the answer kept for every later page. A read that fails is
 * not kept: it yields `fallback(error, manifestUrl)` this time and is tried again on the next request. Used by
 * the shell server's HTML transforms (first paint, route preload), which must never fail a page.
 */
export function readOncePerRemote<T>(
  read: (manifestUrl: string) => Promise<T>,
  fallback: (error: unknown, manifestUrl: string) => T,
): (manifestUrl: string) => Promise<T> {
  const answers = new Map<string, Promise<T>>();
  return (manifest) => {
    let answer = answers.get(manifest);
    if (!answer) {
      answer = read(manifest).catch((error: unknown) => {
        answers.delete(manifest);
        return fallback(error, manifest);
      });
      answers.set(manifest, answer);
    }
    return answer;
  };
}
