// The running app: Auth emulator, seeded API on PGlite (or PostgreSQL), shell and remotes.
// Shared by `npm start`, `npm run test:e2e` and `npm test` so all three run the same thing.
import { DEFAULT_EMULATOR_HOST } from '@studyhub/contracts/web';
import { apiContract } from './api-contract.js';
import { loadApi } from './api-build.js';
import { startDevServers } from './dev-servers.js';
import { ensureEmulatorUsers, startAuthEmulator, type AuthEmulator, type EmulatorUser } from './emulator.js';
import { run, startProcess, waitForHttp, type ProcessExit, type StartedChild } from './processes.js';
import { readWebConfig, type WebApp, type WebConfig } from '@studyhub/mf-config/web-config';
import type { WebServers } from '@studyhub/web-server/web-servers';
import { startWebProcesses } from './web-processes.js';

/** What the web build and the API agree on (stackEnv). */
export interface StackEnv {
  shellUrl: string;
  apiUrl: string;
  /** Settings for the builds and the API, set in the environment of everything started. */
  env: Record<string, string>;
}

export interface StackOptions {
  /** The API's PGlite data directory (none: the API's default, or DATABASE_URL). */
  pgliteDir?: string;
  /** Where the Auth emulator keeps its accounts between runs (none: they go with it). */
  authDataDir?: string;
  /** An emulator already running (npm test starts one for every suite). */
  emulator?: AuthEmulator;
  apiEnv?: Record<string, string>;
  /** Called if the API process ends. */
  onApiExit?: (exit: ProcessExit) => void;
  /** Federation names of the apps to run in `rsbuild dev`. */
  devApps?: string[];
}

/** The app as startStack left it running. */
export interface Stack {
  shellUrl: string;
  apiUrl: string;
  auth: AuthEmulator;
  api: StartedChild;
  web: WebServers;
  demoUsers: readonly EmulatorUser[];
  /** Every web app, `dev` when it runs in `rsbuild dev`. */
  apps: (WebApp & { dev: boolean })[];
}

/** Environment the web build and the API agree on, derived from the web config. */
export function stackEnv(config: Pick<WebConfig, 'WEB_HOST' | 'SHELL_PORT' | 'API_PORT' | 'apiUrl'>): StackEnv {
  const shellUrl = `http://${config.WEB_HOST}:${config.SHELL_PORT}`;
  return {
    shellUrl,
    apiUrl: `http://${config.WEB_HOST}:${config.API_PORT}`,
    env: {
      PUBLIC_API_URL: config.apiUrl,
      PUBLIC_WEB_ORIGIN: shellUrl,
      WEB_ORIGINS: process.env.WEB_ORIGINS ?? `${shellUrl},http://127.0.0.1:${config.SHELL_PORT}`,
      FIREBASE_AUTH_EMULATOR_HOST: DEFAULT_EMULATOR_HOST,
    },
  };
}

/**
 * Starts emulator (unless one is given), demo users, seed, API and web servers.
 * `pgliteDir` picks the API's data directory; `apiEnv` adds API settings (e.g. rate limits).
 * `devApps` (federation names, `npm run dev`) run in `rsbuild dev` instead of from their builds.
 */
export async function startStack({
  pgliteDir,
  authDataDir,
  emulator,
  apiEnv = {},
  onApiExit,
  devApps = [],
}: StackOptions = {}): Promise<Stack> {
  const webConfig = readWebConfig();
  const config = { ...webConfig, apps: webConfig.apps.map((app) => ({ ...app, dev: devApps.includes(app.name) })) };
  const { shellUrl, apiUrl, env } = stackEnv(config);
  Object.assign(process.env, env);
  // They compile while the emulator starts; the web servers need them ready (first paint, registry).
  const devServers = startDevServers(
    config.apps.filter((app) => app.dev),
    config.WEB_HOST,
  );
  const auth = emulator ?? (await startAuthEmulator({ dataDir: authDataDir }));
  // The demo accounts as the seed makes them, from the API's build.
  const { DEMO_USERS } = await loadApi();
  await ensureEmulatorUsers(auth.host, DEMO_USERS);

  const dbEnv = { ...(pgliteDir ? { PGLITE_DIR: pgliteDir } : {}), ...apiEnv };
  // Seeds only an empty database; refuses (exit 1) while another process holds the data directory.
  await run('node', ['api/dist/seed.js'], { label: 'Seed', env: dbEnv });
  const api = startProcess('api', 'node', ['api/dist/main.js'], { env: dbEnv });
  const { API_PATHS } = await apiContract();
  await waitForHttp(`${apiUrl}${API_PATHS.health}`, { child: api, label: 'API' });
  if (onApiExit) api.exited.then(onApiExit);

  await devServers.ready();
  const web = await startWebProcesses(config);
  return { shellUrl, apiUrl, auth, api, web, demoUsers: DEMO_USERS, apps: config.apps };
}
