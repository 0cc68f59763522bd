// Preload hints for the remotes a page needs, written into the shell's HTML for its path. Without
// them the browser meets a remote only after the shell has started, read the registry, fetched
// the remote's manifest, then its entry, then its routes module: four round trips one after the
// other, after the shell's own scripts. With them, all of it downloads alongside the shell.
// The registry names each remote's screens (mf-routes.json, written into it by npm start and by
// a release), so which remote owns a path is read from there, as the shell does at run time
// (shell/src/remotes/remotes-for-path.ts).

import type { Registry } from '@studyhub/mf-config';
import { escapeAttribute, readOncePerRemote, type HtmlTransform } from './html-transform.js';

const MARKER = '<!--route-preload-->';
const HOME = '/';

// Compiled once per pattern: every HTML request matches its path against every remote's screens.
const matchers = new Map<string, RegExp>();

/** A React Router path such as `/assignments/:id` as a whole-path matcher. */
function pathMatcher(pattern: string): RegExp {
  const known = matchers.get(pattern);
  if (known) return known;
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const matcher = new RegExp(`^${source}/?$`, 'i');
  matchers.set(pattern, matcher);
  return matcher;
}

/** Remote names whose screens include `pathname`, plus those filling the home page's index slot. */
export function remotesForPath(pathname: string, registry: Registry): string[] {
  const entries = Object.entries(registry.remotes ?? {});
  const owners = entries.filter(([, { routes }]) => routes?.routes?.some(({ path }) => pathMatcher(path).test(pathname)));
  const home = pathname === HOME ? entries.filter(([, { routes }]) => routes?.homeIndex) : [];
  return [...new Set([...owners, ...home].map(([name]) => name))];
}

/** What the preload hints read of a remote's mf-manifest.json (Module Federation's manifest). */
interface FederationManifest {
  metaData?: { remoteEntry?: { name: string; path?: string } };
  exposes?: { path: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * What the shell will fetch of one remote before it can draw the remote's screen: the manifest
 * (with fetch, in CORS mode, as the federation runtime does), the remote entry and the routes
 * module's own chunks (as plain scripts, as the runtime inserts them).
 */
function linksFor(manifestUrl: string, manifest: FederationManifest): string {
  const url = (path: string) => new URL(path, manifestUrl).href;
  const remoteEntry = manifest.metaData?.remoteEntry;
  const routes = (manifest.exposes ?? []).find((expose) => expose.path === './routes');
  const scripts = [
    ...(remoteEntry ? [`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`] : []),
    ...(routes?.assets?.js?.sync ?? []),
  ];
  return [
    `<link rel="preload" href="${escapeAttribute(manifestUrl)}" as="fetch" crossorigin="anonymous" />`,
    ...scripts.map((script) => `<link rel="preload" href="${escapeAttribute(url(script))}" as="script" />`),
  ].join('');
}

async function readLinks(manifestUrl: string): Promise<string> {
  const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const manifest: FederationManifest = await response.json();
  return linksFor(manifestUrl, manifest);
}

/**
 * An HTML transform for the shell's server: the marker in index.html becomes the preload hints of
 * the remotes the requested path needs. Each remote's manifest is read on first use and kept (the
 * registry, when it changes, makes a new transform); one that cannot be read only costs its pages
 * the hints, and is tried again on the next request.
 */
export function createRoutePreload(registry: Registry): HtmlTransform {
  const load = readOncePerRemote(readLinks, () => '');
  return async (pathname, html) => {
    if (!html.includes(MARKER)) return html;
    const names = remotesForPath(pathname, registry);
    const links = await Promise.all(names.map((name) => load(registry.remotes[name].manifest)));
    return html.replace(MARKER, links.join(''));
  };
}
