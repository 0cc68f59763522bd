// `npm run dev`: the apps named on the command line run in `rsbuild dev` (hot reload) on the ports
// their builds are served on by `npm start`, so the registry points at them unchanged.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, waitForHttp } from './processes.js';
import { WEB_APPS, type WebApp, type WebAppEntry } from '@studyhub/mf-config/web-config';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
// The CLI itself rather than npx: the dev server leads its own process group, which stopAll ends.
const RSBUILD_CLI = join(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js');
const USAGE = `Usage: npm run dev -- <app>... [--all-dev]   apps: ${WEB_APPS.map((app) => app.folder).join(', ')}`;

/**
 * The apps to run in `rsbuild dev`, from the command line: folder or federation names, or
 * `--all-dev` for every app. Anything else ends start-up with one line saying what is accepted.
 */
export function parseDevArgs(args: readonly string[]): WebAppEntry[] {
  const unknownFlags = args.filter((arg) => arg.startsWith('-') && arg !== '--all-dev');
  const names = args.filter((arg) => !arg.startsWith('-'));
  const unknownApps = names.filter((name) => !WEB_APPS.some((app) => app.folder === name || app.name === name));
  if (unknownFlags.length || unknownApps.length) throw new Error(`unknown ${[...unknownFlags, ...unknownApps].join(', ')}. ${USAGE}`);
  const wanted = args.includes('--all-dev') ? WEB_APPS : WEB_APPS.filter((app) => names.includes(app.folder) || names.includes(app.name));
  if (!wanted.length) throw new Error(`name the app(s) to develop. ${USAGE}`);
  return wanted;
}

/**
 * Starts `rsbuild dev` for each app of `apps` (entries of readWebConfig().apps), each on the port its
 * row in the apps table and its port variable give it, listening on `host` (WEB_HOST): a remote's
 * dev server puts that host in its asset URLs, which must be the origin the registry (and so the
 * shell's Content-Security-Policy) names. `ready()` resolves once every one serves its first build:
 * a remote its manifest, the shell its page.
 */
export function startDevServers(
  apps: readonly Pick<WebApp, 'label' | 'folder' | 'port' | 'spa'>[],
  host: string,
): { ready: () => Promise<void[]> } {
  const servers = apps.map((app) => ({
    app,
    child: startProcess(`${app.label} dev`, process.execPath, [RSBUILD_CLI, 'dev', '--host', host], { cwd: join(ROOT, app.folder) }),
  }));
  return {
    ready: () =>
      Promise.all(
        servers.map(({ app, child }) =>
          waitForHttp(`http://${host}:${app.port}/${app.spa ? '' : 'mf-manifest.json'}`, {
            child,
            timeoutMs: 180_000,
            label: `${app.label} dev server`,
          }),
        ),
      ),
  };
}
