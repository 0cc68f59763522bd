// Puts a server-rendered first screen into the shell's index.html: the screen into #root (in place
// of the boot spinner), its styles and title into <head>, the hydration state after #root, and
// `data-hydrating` on <html> until the browser has hydrated it (shell/src/index.html).
import { REGISTRY_FILE } from '../release-registry.js';
import type { RenderedPage } from './shell-renderer.js';

const ROOT_OPEN = '<div id="root">';

/**
 * The template's preload of the registry (shell/src/index.html) goes: a rendered page carries the
 * registry it was drawn from, and an unused preload is a console warning.
 */
const REGISTRY_PRELOAD = new RegExp(`\\s*<link rel="preload" href="/${REGISTRY_FILE.replace('.', '\\.')}"[^>]*>`);

export function composePage(template: string, page: RenderedPage): string {
  const start = template.indexOf(ROOT_OPEN);
  const bodyEnd = template.lastIndexOf('</body>');
  // #root is the last element of the body: its content is everything up to its closing tag.
  const rootEnd = template.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || bodyEnd < 0 || rootEnd < start) throw new Error('index.html has no <div id="root"> at the end of its body');
  const withRoot = `${template.slice(0, start + ROOT_OPEN.length)}${page.html}</div>${page.state}${template.slice(rootEnd + '</div>'.length)}`;
  // Replaced by functions: a `$` in the styles is text, not a replacement pattern.
  return withRoot
    .replace(/<html\b/, '<html data-hydrating')
    .replace(REGISTRY_PRELOAD, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', () => `${page.head}</head>`);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
