// The app the browser benches measure (bench:web, bench:lighthouse, bench:tasks): what already
// answers is used; otherwise the web servers start from the existing builds and a seeded API on a
// throwaway PGlite directory, so the pages show real cards. Both are stopped after.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiContract } from '../../lib/api-contract.js';
import { run, startProcess, stopAll, waitForHttp } from '../../lib/processes.js';
import type { WebConfig } from '@studyhub/mf-config/web-config';
import { startWebServers } from '@studyhub/web-server/web-servers';

export interface BenchApp {
  /** The shell's origin, with a trailing slash. */
  shellUrl: string;
  apiUrl: string;
  stop: () => Promise<unknown>;
}

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );

/** The web servers and the API, each started here only when nothing answers already. */
export async function ensureBenchApp(config: WebConfig): Promise<BenchApp> {
  const stops: (() => Promise<unknown>)[] = [];
  const shellUrl = `http://${config.WEB_HOST}:${config.SHELL_PORT}/`;
  if (!(await answers(shellUrl))) {
    const web = await startWebServers(config);
    stops.push(() => web.close());
    console.log('Started the web servers from the existing builds.');
  }
  const apiUrl = `http://${config.WEB_HOST}:${config.API_PORT}`;
  const { API_PATHS } = await apiContract();
  if (!(await answers(`${apiUrl}${API_PATHS.health}`))) {
    if (!existsSync('api/dist/main.js')) await run('npm', ['run', 'build', '-w', '@studyhub/api'], { label: 'API build' });
    const pgliteDir = await mkdtemp(join(tmpdir(), 'studyhub-bench-'));
    const env = { PGLITE_DIR: pgliteDir, API_PORT: String(config.API_PORT), LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000' };
    await run('node', ['api/dist/seed.js'], { label: 'Seed', env });
    const api = startProcess('api', 'node', ['api/dist/main.js'], { env });
    await waitForHttp(`${apiUrl}${API_PATHS.health}`, { child: api, label: 'API' });
    stops.push(async () => {
      await stopAll();
      await rm(pgliteDir, { recursive: true, force: true });
    });
    console.log('Started a seeded API on a temporary database.');
  }
  return { shellUrl, apiUrl, stop: () => Promise.all(stops.map((stop) => stop())) };
}

/** The public routes of the web budgets, as URLs: `/assignments/:id` opens a real (seeded) assignment. */
export async function publicRoutes(app: Pick<BenchApp, 'shellUrl' | 'apiUrl'>): Promise<string[]> {
  const { API_PATHS, ROUTES } = await apiContract();
  const response = await fetch(`${app.apiUrl}${API_PATHS.assignments}?limit=1`);
  const [first] = response.ok ? ((await response.json()) as ({ _id?: string } | undefined)[]) : [];
  if (!first?._id) throw new Error(`No assignment to open: ${API_PATHS.assignments} answered ${response.status}.`);
  const paths = [ROUTES.home, ROUTES.assignments, ROUTES.assignmentDetails(first._id), ROUTES.login, ROUTES.pendingAssignments];
  return paths.map((path) => new URL(path, app.shellUrl).toString());
}
