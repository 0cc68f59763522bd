// One registry revision's renderer, in a worker thread (render-pool.ts): the shell's server build
// and, loaded on first use, each remote's server build the registry names, or the checked release a
// page's `?preview=` names instead. A release or rollback is a new worker; this one is terminated
// once it has answered, and everything it loaded goes with it.
import type { AreaName, Registry, RegistryEntry, ReleasesIndex, RemoteRoutesModule } from '@studyhub/mf-config';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { loadServerBuild } from './server-build-loader.js';
import type { RenderOutcome, ShellRenderer } from './shell-renderer.js';

export interface RenderWorkerData {
  shellServerFile: string;
  registry: Registry;
  /** The checked releases (mf-releases.json) a page's `?preview=` may be drawn with; null without the file. */
  releases: ReleasesIndex | null;
  trustedOrigins: string[];
  dataBudgetMs: number;
  loadTimeoutMs: number;
  /** A remote whose server build failed to load is tried again after this long. */
  retryAfterMs: number;
}

export interface RenderJob {
  id: number;
  url: string;
  cookie?: string;
  /** When the web server stops waiting (ms since the epoch): a job not started by then is dropped. */
  deadline: number;
}

export interface RenderAnswer {
  id: number;
  outcome: RenderOutcome;
  /** Remotes drawn by the browser on this page because their server build could not be loaded, and why. */
  unavailable: Record<string, string>;
}

const data = workerData as RenderWorkerData;
const shell = createRequire(import.meta.url)(data.shellServerFile) as ShellRenderer;
/** Server builds loaded, by remote, version and hash. */
const loaded = new Map<string, Promise<RemoteRoutesModule>>();

/**
 * Previewed releases a worker loads beside the live builds, at most: each stays until the next
 * revision's worker replaces this one, so the count, not the readers' choices, bounds the memory.
 */
const MAX_PREVIEW_BUILDS = 8;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function remoteModule(name: AreaName, entry: RegistryEntry | undefined): Promise<RemoteRoutesModule> {
  const key = `${name}@${entry?.version}#${entry?.server?.sha256}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const module = (async () => {
    if (!entry?.server) throw new Error(`${name} has no server build in the registry`);
    if (entry !== data.registry.remotes[name] && loaded.size >= Object.keys(data.registry.remotes).length + MAX_PREVIEW_BUILDS) {
      throw new Error(`${MAX_PREVIEW_BUILDS} previewed releases are loaded already`);
    }
    const exports = (await loadServerBuild(entry.manifest, entry.server, {
      trustedOrigins: data.trustedOrigins,
      shared: shell.sharedModules,
      timeoutMs: data.loadTimeoutMs,
    })) as { default?: RemoteRoutesModule };
    const routes = exports.default;
    if (!routes || !Array.isArray(routes.routes)) throw new Error(`${name}'s server build exports no routes module`);
    return routes;
  })();
  loaded.set(key, module);
  // A failure is kept for a while (no fetch per request), then tried again.
  module.catch(() => setTimeout(() => loaded.delete(key), data.retryAfterMs).unref());
  return module;
}

async function render({ id, url, cookie, deadline }: RenderJob): Promise<RenderAnswer> {
  // Behind (a busy machine, a burst): the reader already has the browser-drawn page, and drawing it
  // anyway would only put the pages queued after it further behind.
  if (Date.now() > deadline) return { id, outcome: { failed: 'timeout' }, unavailable: {} };
  const modules: Partial<Record<AreaName, RemoteRoutesModule>> = {};
  const unavailable: Record<string, string> = {};
  try {
    const { registry, previews } = shell.versionsForUrl(url, data.registry, data.releases);
    await Promise.all(
      shell.remotesForUrl(url, registry).map(async (name) => {
        try {
          modules[name] = await remoteModule(name, registry.remotes[name]);
        } catch (error) {
          unavailable[name] = messageOf(error);
        }
      }),
    );
    const outcome = await shell.renderPage({ url, cookie, registry, previews, modules, dataBudgetMs: data.dataBudgetMs });
    return { id, outcome, unavailable };
  } catch (error) {
    return { id, outcome: { failed: messageOf(error) }, unavailable };
  }
}

parentPort!.on('message', (job: RenderJob) => {
  void render(job).then((answer) => parentPort!.postMessage(answer));
});
