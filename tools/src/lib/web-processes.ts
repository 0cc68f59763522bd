// The web servers of the running app, each built app's in a process of its own
// (`npm run web-server -- <app>`), as production runs them: one app's crash, leak or overload
// stays in its process, and taking one down (a browser test's outage) is stopping that process.
import type { WebConfig } from '@studyhub/mf-config/web-config';
import { HEALTH_PATH } from '@studyhub/web-server/static-server';
import { webServerEnv } from '@studyhub/web-server/process-env';
import type { WebServers } from '@studyhub/web-server/web-servers';
import { startProcess, waitForHttp, type StartedChild } from './processes.js';

const SERVER = 'web-server/src/main.ts';

/** Starts the shell's server first (it writes the registry the others read), then the remotes'. */
export async function startWebProcesses(config: WebConfig, host = '127.0.0.1'): Promise<WebServers> {
  const apps = new Map(config.apps.filter((app) => !app.dev).map((app) => [app.label, app]));
  // Apps in `rsbuild dev` (npm run dev) are served by their dev servers; the registry says so.
  const devArgs = config.apps.filter((app) => app.dev).flatMap((app) => ['--dev', app.label]);
  const running = new Map<string, StartedChild>();
  const start = async (label: string) => {
    const app = apps.get(label);
    if (!app) throw new Error(`No web server is called ${label}.`);
    const child = startProcess(label, process.execPath, ['--import', 'tsx', SERVER, label, '--host', host, ...devArgs], {
      env: webServerEnv(),
      quiet: (line) => line.startsWith(`${label} on http`),
    });
    running.set(label, child);
    await waitForHttp(`http://${host}:${app.port}${HEALTH_PATH}`, { child, label: `The ${label} web server` });
  };
  const stop = async (label: string) => {
    const child = running.get(label);
    running.delete(label);
    if (!child) return;
    child.kill('SIGTERM');
    await child.exited;
  };
  const [shell, ...remotes] = apps.keys();
  if (shell) await start(shell);
  await Promise.all(remotes.map(start));
  return {
    close: async () => {
      await Promise.all([...running.keys()].map(stop));
    },
    stop,
    resume: (label) => (running.has(label) ? Promise.resolve() : start(label)),
  };
}
