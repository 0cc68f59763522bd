// Draws a remote's first-paint picture (libs/mf-config/src/first-paint.ts) into the shell's HTML
// for the path it names, so the page's largest element is on screen before any script runs. The
// files are read from the remotes the registry points at, so a released remote brings its own.

import type { Registry } from '@studyhub/mf-config';
import { FIRST_PAINT_FILE, type FirstPaint, type FirstPaintFile } from '@studyhub/mf-config/first-paint';
import { escapeAttribute, readOncePerRemote, type HtmlTransform } from './html-transform.js';

const MARKER = '<!--first-paint-->';

/** `srcset` with each candidate's URL made absolute against the file it came from. */
const absoluteSrcset = (srcset: string, base: URL) =>
  srcset
    .split(',')
    .map((candidate) => {
      const [url, descriptor] = candidate.trim().split(/\s+/);
      return [new URL(url, base).href, descriptor].filter(Boolean).join(' ');
    })
    .join(', ');

function renderFirstPaint({ box, picture }: FirstPaint, base: URL): string {
  const attributes = {
    src: new URL(picture.src, base).href,
    srcset: absoluteSrcset(picture.srcset, base),
    sizes: picture.sizes,
    width: picture.width,
    height: picture.height,
    alt: '',
    fetchpriority: 'high',
    style: `object-position:${picture.position}`,
  };
  const img = Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ');
  const boxStyle = `height:${box.height};min-height:${box.minHeight}`;
  return `<div id="first-paint" aria-hidden="true" style="${escapeAttribute(boxStyle)}"><img ${img}></div>`;
}

/** The remote's pictures as `[path, HTML]` pairs; none when it publishes no first-paint file. */
async function readFirstPaints(manifestUrl: string): Promise<[path: string, html: string][]> {
  const url = new URL(FIRST_PAINT_FILE, manifestUrl);
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  // Not checked: a file that is not what it says fails in the drawing, which costs only its picture.
  const file: Partial<FirstPaintFile> = await response.json();
  return Object.entries(file.paths ?? {}).map(([path, paint]) => [path, renderFirstPaint(paint, url)]);
}

/**
 * An HTML transform for the shell's server: the marker in index.html becomes the picture for the
 * requested path, or stays an empty comment. Each remote's file is fetched on first use and kept;
 * one that cannot be read only costs its pages the early picture, and is tried again next time.
 */
export function createFirstPaint(registry: Registry): HtmlTransform {
  const load = readOncePerRemote(readFirstPaints, (error, manifest) => {
    console.warn(`First paint of ${manifest} unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  });
  return async (pathname, html) => {
    if (!html.includes(MARKER)) return html;
    const lists = await Promise.all(Object.values(registry.remotes).map(({ manifest }) => load(manifest)));
    const paint = new Map(lists.flat()).get(pathname);
    return paint ? html.replace(MARKER, paint) : html;
  };
}
