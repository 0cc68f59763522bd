// The shell and the four remotes, served from their production builds by one Node process.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createFirstPaint } from './first-paint.mjs';
import { registryOrigins, securityHeaders } from './security-headers.mjs';
import { listen, createStaticServer } from './static-server.mjs';

/**
 * The registry the shell reads at start, pointing each remote at its server. Written into the
 * shell's build output so a deployment can replace just this file to release or roll back a remote.
 */
export async function writeRegistry(config) {
  const [, ...remotes] = config.apps;
  const names = ['mf_marketing', 'mf_assignments', 'mf_grading', 'mf_account'];
  const registry = {
    remotes: Object.fromEntries(
      await Promise.all(
        remotes.map(async (app, index) => [
          names[index],
          {
            manifest: `http://${config.WEB_HOST}:${app.port}/mf-manifest.json`,
            version: 'local',
            // The screens the remote's build published (mf-routes.json): with them in the registry
            // the shell routes to a remote's screens, and shows their fallback, even while it is down.
            routes: JSON.parse(await readFile(`${app.dir}/mf-routes.json`, 'utf8')),
          },
        ]),
      ),
    ),
  };
  await writeFile('shell/dist/mf-registry.json', JSON.stringify(registry, null, 2) + '\n');
  return registry;
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
  for (const app of config.apps) {
    if (!existsSync(`${app.dir}/index.html`)) throw new Error(`${app.dir} is missing: the build did not run.`);
  }
  const registry = await writeRegistry(config);
  const links = preconnectLinks(registry, config.apiUrl);
  const firstPaint = createFirstPaint(registry);
  const [shell] = config.apps;
  const headers = securityHeaders({ config, registry, shellHtml: await readFile(`${shell.dir}/index.html`, 'utf8') });
  const servers = [];
  try {
    for (const app of config.apps) {
      // The shell's HTML is the page; a remote's files are loaded into it from another origin.
      const kind = app.spa ? { links, transformHtml: firstPaint } : { cors: true };
      const server = createStaticServer({ root: app.dir, spa: app.spa, headers, ...kind });
      servers.push(await listen(server, app.port, host, app.label));
    }
  } catch (error) {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    throw error;
  }
  return {
    close: () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}
