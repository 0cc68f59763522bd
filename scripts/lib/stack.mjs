// The running app: Auth emulator, seeded API on PGlite (or PostgreSQL), shell and remotes.
// Shared by `npm start`, `npm run test:e2e` and `npm test` so all three run the same thing.
import { apiContract } from './api-contract.mjs';
import { startDevServers } from './dev-servers.mjs';
import { ensureEmulatorUsers, startAuthEmulator } from './emulator.mjs';
import { run, startProcess, waitForHttp } from './processes.mjs';
import { readWebConfig } from './web-config.mjs';
import { startWebServers } from './web-servers.mjs';

/** Environment the web build and the API agree on, derived from the web config. */
export function stackEnv(config) {
  const shellUrl = `http://${config.WEB_HOST}:${config.SHELL_PORT}`;
  return {
    shellUrl,
    apiUrl: `http://${config.WEB_HOST}:${config.API_PORT}`,
    env: {
      PUBLIC_API_URL: config.apiUrl,
      PUBLIC_WEB_ORIGIN: shellUrl,
      WEB_ORIGINS: process.env.WEB_ORIGINS ?? `${shellUrl},http://127.0.0.1:${config.SHELL_PORT}`,
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    },
  };
}

/**
 * Starts emulator (unless one is given), demo users, seed, API and web servers.
 * `pgliteDir` picks the API's data directory; `apiEnv` adds API settings (e.g. rate limits).
 * `devApps` (federation names, `npm run dev`) run in `rsbuild dev` instead of from their builds.
 */
export async function startStack({ pgliteDir, authDataDir, emulator, apiEnv = {}, onApiExit, devApps = [] } = {}) {
  const config = readWebConfig();
  config.apps = config.apps.map((app) => ({ ...app, dev: devApps.includes(app.name) }));
  const { shellUrl, apiUrl, env } = stackEnv(config);
  Object.assign(process.env, env);
  // They compile while the emulator starts; the web servers need them ready (first paint, registry).
  const devServers = startDevServers(config.apps.filter((app) => app.dev), config.WEB_HOST);
  const auth = emulator ?? (await startAuthEmulator({ dataDir: authDataDir }));
  const { DEMO_USERS } = await import('../../api/dist/seed/demo-users.js');
  await ensureEmulatorUsers(auth.host, DEMO_USERS);

  const dbEnv = { ...(pgliteDir ? { PGLITE_DIR: pgliteDir } : {}), ...apiEnv };
  // Seeds only an empty database; refuses (exit 1) while another process holds the data directory.
  await run('node', ['api/dist/seed.js'], { label: 'Seed', env: dbEnv });
  const api = startProcess('api', 'node', ['api/dist/main.js'], { env: dbEnv });
  const { API_PATHS } = await apiContract();
  await waitForHttp(`${apiUrl}${API_PATHS.health}`, { child: api, label: 'API' });
  if (onApiExit) api.exited.then(onApiExit);

  await devServers.ready();
  const web = await startWebServers(config);
  return { shellUrl, apiUrl, auth, api, web, demoUsers: DEMO_USERS, apps: config.apps };
}
