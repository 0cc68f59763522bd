// Which request targets a web server answers. A browser sends a path ("/assignments/7?page=2"); a
// proxy may send the whole URL ("http://host/assignments/7"). Anything else, such as "//[" (read as
// a host by URL parsers) or "http://[/" (a host that is not one), or a path whose %-escapes do not
// decode, is answered 400 before any file is looked up.

const PLACEHOLDER = 'http://target.invalid';

/** True when `target` is a path (origin-form) or an http(s) URL (absolute-form) that decodes. */
export function isServableTarget(target: string): boolean {
  let url: URL;
  try {
    url = new URL(target, PLACEHOLDER);
  } catch {
    return false;
  }
  const originForm = target.startsWith('/') && url.origin === PLACEHOLDER;
  const absoluteForm = /^https?:\/\//i.test(target);
  if (!originForm && !absoluteForm) return false;
  try {
    return !decodeURIComponent(url.pathname).includes('\0');
  } catch {
    return false;
  }
}

/** The path and query of an absolute-form target; any other target as it is. */
export function toOriginForm(target: string): string {
  if (!/^https?:\/\//i.test(target)) return target;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return target;
  }
}
