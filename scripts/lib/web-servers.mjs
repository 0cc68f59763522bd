// The shell and every remote, served from their production builds by one Node process.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createFirstPaint } from './first-paint.mjs';
import { followRegistry, publishRegistry, releasesMount } from './release-registry.mjs';
import { createRoutePreload } from './route-preload.mjs';
import { registryOrigins, securityHeaders } from './security-headers.mjs';
import { listen, createStaticServer } from './static-server.mjs';

/**
 * The registry the shell reads at start, pointing each remote at its live release (releases/live.json)
 * or its own build, and the index of releases a tab may preview: written beside the shell's HTML,
 * and rewritten by `npm run release` / `rollback` while the servers run (release-registry.mjs).
 */
export async function writeRegistry(config) {
  return publishRegistry(config);
}

/**
 * Preconnect hints for the shell's HTML, from the registry. A remote's manifest is fetched in CORS
 * mode but its scripts and pictures are not, and browsers keep the two kinds of connection apart,
 * so a remote's origin gets one of each; the API is only ever called with CORS.
 */
function preconnectLinks(registry, apiUrl) {
  return [
    ...registryOrigins(registry).flatMap((origin) => [`<${origin}>; rel=preconnect; crossorigin`, `<${origin}>; rel=preconnect`]),
    `<${apiUrl}>; rel=preconnect; crossorigin`,
  ].join(', ');
}

export async function startWebServers(config, host = '127.0.0.1') {
  // Apps in `rsbuild dev` (npm run dev) are served by their dev servers.
  const built = config.apps.filter((app) => !app.dev);
  for (const app of built) {
    if (!existsSync(`${app.dir}/index.html`)) throw new Error(`${app.dir} is missing: the build did not run.`);
  }
  const registry = await writeRegistry(config);
  const links = preconnectLinks(registry, config.apiUrl);
  const firstPaint = followRegistry(config, registry, createFirstPaint);
  const routePreload = followRegistry(config, registry, createRoutePreload);
  // The shell's page for a path: its remotes' preload hints, then the first-paint picture.
  const transformHtml = async (pathname, html) => firstPaint(pathname, await routePreload(pathname, html));
  const [shell] = config.apps;
  const headers = securityHeaders({ config, registry, shellHtml: shell.dev ? '' : await readFile(`${shell.dir}/index.html`, 'utf8') });
  const servers = [];
  try {
    for (const app of built) {
      // The shell's HTML is the page; a remote's files are loaded into it from another origin.
      const kind = app.spa ? { links, transformHtml } : { cors: true, mounts: [releasesMount(app)] };
      const server = createStaticServer({ root: app.dir, spa: app.spa, headers, ...kind });
      servers.push(await listen(server, app.port, host, app.label));
    }
  } catch (error) {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    throw error;
  }
  const serverOf = (label) => {
    const index = built.findIndex((app) => app.label === label);
    if (index < 0) throw new Error(`No web server is called ${label}.`);
    return { server: servers[index], app: built[index] };
  };
  return {
    close: () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
    /** Takes one app's server down as an outage would: no listener, open connections cut (browser tests). */
    stop: (label) =>
      new Promise((resolve) => {
        const { server } = serverOf(label);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    /** Brings a stopped server back on its port. */
    resume: async (label) => {
      const { server, app } = serverOf(label);
      await listen(server, app.port, host, app.label);
    },
  };
}
