// The shell and every remote, each on a server of its own, served from their production builds.
import type { WebApp, WebConfig } from '@studyhub/mf-config/web-config';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { SHELL_SERVER_FILE } from '@studyhub/mf-config/server-build';
import { resolve } from 'node:path';
import { createFirstPaint } from './first-paint.js';
import {
  REGISTRY_FILE,
  RELEASES_INDEX_FILE,
  appOrigin,
  buildRegistry,
  publishRegistry,
  releasesMount,
  type Registry,
} from './release-registry.js';
import { composePage } from './ssr/compose-page.js';
import type { PublishedRegistry } from './published-registry.js';
import { createPageRenderer, serverRenderBudgets, type PageRenderer } from './ssr/render-pool.js';
import { isRendered } from './ssr/shell-renderer.js';
import { readLive } from './release-store.js';
import { createRoutePreload } from './route-preload.js';
import { registryOrigins, securityHeaders } from './security-headers.js';
import { createStaticServer, listen, type StaticServerOptions } from './static-server.js';

/**
 * Preconnect hints for the shell's HTML, from the registry. A remote's manifest is fetched in CORS
 * mode but its scripts and pictures are not, and browsers keep the two kinds of connection apart,
 * so a remote's origin gets one of each; the API is only ever called with CORS.
 */
function preconnectLinks(registry: Registry, apiUrl: string): string {
  return [
    ...registryOrigins(registry).flatMap((origin) => [`<${origin}>; rel=preconnect; crossorigin`, `<${origin}>; rel=preconnect`]),
    `<${apiUrl}>; rel=preconnect; crossorigin`,
  ].join(', ');
}

/**
 * What each app's server is made of. The shell's server writes the registry it reads at start
 * (pointing each remote at its live release or its own build) and the index of releases a tab may
 * preview beside its HTML; `npm run release` / `rollback` rewrite them while the servers run.
 * `publish: false`: a remote's own process only derives its headers from the same registry.
 */
export async function webServerOptions(
  config: WebConfig,
  { publish = true, only }: { publish?: boolean; only?: string } = {},
): Promise<Map<string, StaticServerOptions>> {
  const registry = publish ? await publishRegistry(config) : await buildRegistry(config, await readLive());
  const links = preconnectLinks(registry, config.apiUrl);
  const [shell] = config.apps;
  const shellPageOptions = shellPage(config, registry, shell);
  const headers = securityHeaders({ config, registry, shellHtml: shell.dev ? '' : await readFile(`${shell.dir}/index.html`, 'utf8') });
  const options = new Map<string, StaticServerOptions>();
  for (const app of builtApps(config, only)) {
    // The shell's HTML is the page; a remote's files are loaded into it from another origin.
    const kind = app.spa ? { links, ...shellPageOptions } : { cors: true, mounts: [releasesMount(app)] };
    options.set(app.label, { root: app.dir, spa: app.spa, headers, ...kind });
  }
  return options;
}

/**
 * The shell's page for a request: its remotes' preload hints, then its first screen drawn by the
 * server (ssr/); a page the server does not draw gets the first-paint picture instead.
 */
function shellPage(config: WebConfig, registry: Registry, shell: WebApp): Pick<StaticServerOptions, 'transformHtml' | 'onClose'> {
  // Read at start: a bad budget in the environment stops the server rather than its first page.
  const budgets = serverRenderBudgets();
  let renderer: PageRenderer | undefined;
  // The hints of the latest registry seen, as the renderer draws with the latest (PublishedRegistry.seq);
  // the one read at start while none can be read.
  let hints = { seq: 0, routePreload: createRoutePreload(registry), firstPaint: createFirstPaint(registry) };
  const hintsOf = (published: PublishedRegistry | null) => {
    if (published && published.seq > hints.seq) {
      hints = {
        seq: published.seq,
        routePreload: createRoutePreload(published.registry),
        firstPaint: createFirstPaint(published.registry),
      };
    }
    return hints;
  };
  const transformHtml: StaticServerOptions['transformHtml'] = async (page, html) => {
    renderer ??= createPageRenderer({
      shellServerFile: resolve(shell.dir, SHELL_SERVER_FILE),
      registryFile: resolve(shell.dir, REGISTRY_FILE),
      releasesFile: resolve(shell.dir, RELEASES_INDEX_FILE),
      trustedOrigins: config.apps.map((app) => appOrigin(config, app)),
      ...budgets,
    });
    // One read of the registry for the whole page: its hints and its render name the same versions.
    const published = await renderer.published();
    const { routePreload, firstPaint } = hintsOf(published);
    const withPreloads = await routePreload(page.pathname, html);
    const outcome = await renderer.render({ url: page.url, cookie: page.cookie }, published);
    if (isRendered(outcome)) return { html: composePage(withPreloads, outcome), status: outcome.status };
    if ('redirect' in outcome) return { redirect: outcome.redirect };
    return { html: await firstPaint(page.pathname, withPreloads), status: 200 };
  };
  // The render workers end with the server; a server brought back (resume) starts new ones.
  return { transformHtml, onClose: async () => renderer?.close() };
}

/** The apps to serve from their builds (`only`: one of them). Apps in `rsbuild dev` (npm run dev) are served by their dev servers. */
function builtApps(config: WebConfig, only?: string): WebApp[] {
  const built = config.apps.filter((app) => !app.dev && (only === undefined || app.label === only));
  for (const app of built) {
    if (!existsSync(`${app.dir}/index.html`)) throw new Error(`${app.dir} is missing: the build did not run.`);
  }
  return built;
}

export interface WebServers {
  close(): Promise<void>;
  /** Takes one app's server down as an outage would: no listener, open connections cut (browser tests). */
  stop(label: string): Promise<void>;
  /** Brings a stopped server back on its port; one that is running is left as it is. */
  resume(label: string): Promise<void>;
}

/** Every built app on its own server and port, in this process (the web and Lighthouse benches; npm start runs one process per app). */
export async function startWebServers(config: WebConfig, host = '127.0.0.1'): Promise<WebServers> {
  const options = await webServerOptions(config);
  const apps = new Map(builtApps(config).map((app) => [app.label, app]));
  const running = new Map<string, FastifyInstance>();
  const start = async (label: string) => {
    const app = apps.get(label);
    const appOptions = options.get(label);
    if (!app || !appOptions) throw new Error(`No web server is called ${label}.`);
    running.set(label, await listen(await createStaticServer(appOptions), app.port, host, app.label));
  };
  const stop = async (label: string) => {
    const server = running.get(label);
    running.delete(label);
    await server?.close();
  };
  const close = async () => {
    await Promise.all([...running.keys()].map(stop));
  };
  try {
    for (const label of apps.keys()) await start(label);
  } catch (error) {
    await close();
    throw error;
  }
  return { close, stop, resume: (label) => (running.has(label) ? Promise.resolve() : start(label)) };
}
