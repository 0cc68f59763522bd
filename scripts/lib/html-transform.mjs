// What the shell server's HTML transforms (first paint, route preload) share: reading each
// remote's file once, and writing values into attributes.

/** A value made safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `read(manifestUrl)` once per remote, the answer kept for every later page. A read that fails is
 * not kept: it yields `fallback(error, manifestUrl)` this time and is tried again on the next request. Used by
 * the shell server's HTML transforms (first paint, route preload), which must never fail a page.
 */
export function readOncePerRemote(read, fallback) {
  const answers = new Map();
  return (manifest) => {
    if (!answers.has(manifest)) {
      answers.set(
        manifest,
        read(manifest).catch((error) => {
          answers.delete(manifest);
          return fallback(error, manifest);
        }),
      );
    }
    return answers.get(manifest);
  };
}
