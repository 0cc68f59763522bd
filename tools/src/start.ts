// `npm start`: builds what changed, then runs the whole app on the embedded default:
// Firebase Auth emulator + API on PGlite (seeded on first start) + shell + every remote.
// `npm run dev` (dev.ts) runs the same with some apps in `rsbuild dev` instead of from their builds.
import { loadApi } from './lib/api-build.js';
import { fileURLToPath } from 'node:url';
import { apiContract } from './lib/api-contract.js';
import { assertPortsFree, stackPorts } from './lib/ports.js';
import { run, stopAll } from './lib/processes.js';
import { readWebConfig, type WebAppEntry } from '@studyhub/mf-config/web-config';
import { stackEnv, startStack, type Stack } from './lib/stack.js';

// Where PGlite and the emulator's accounts live between runs (overridable for tests).
const DATA_DIR = process.env.STUDYHUB_DATA_DIR ?? '.data';
let stack: Stack | undefined;
let stopping = false;
let command = 'npm start';

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping StudyHub...');
  await stack?.web.close();
  await stopAll();
  process.exit(code);
}

/** `devApps`: entries of the apps table (web-config.ts WEB_APPS) to run in `rsbuild dev`. */
async function main(devApps: readonly WebAppEntry[]): Promise<void> {
  // Bad or busy ports fail here, before anything is built or started.
  const config = readWebConfig();
  await assertPortsFree(stackPorts(config));
  Object.assign(process.env, stackEnv(config).env);
  console.log('Building (unchanged parts come from the Nx cache)...');
  const skip = devApps.length ? [`--exclude=${devApps.map((app) => `@studyhub/${app.folder}`).join(',')}`] : [];
  await run('npx', ['--no-install', 'nx', 'run-many', '-t', 'build', '--output-style=static', ...skip], { label: 'Build' });
  // The API's own config schema judges its settings now, before the emulator's 20 s start.
  const { parseConfig } = await loadApi();
  const apiConfig = parseConfig({ ...process.env, PGLITE_DIR: process.env.PGLITE_DIR ?? `${DATA_DIR}/pglite` });
  if (!apiConfig.ok) throw new Error(`invalid configuration: ${apiConfig.problems.join('; ')}`);

  stack = await startStack({
    pgliteDir: process.env.PGLITE_DIR ?? `${DATA_DIR}/pglite`,
    authDataDir: `${DATA_DIR}/auth-emulator`,
    devApps: devApps.map((app) => app.name),
    onApiExit: ({ code }) => {
      if (stopping) return;
      console.error(`The API stopped (exit code ${code}).`);
      void shutdown(1);
    },
  });
  const { shellUrl, apiUrl, auth, demoUsers } = stack;
  const { API_PATHS } = await apiContract();
  const hot = stack.apps.filter((app) => app.dev).map((app) => `${app.label} http://${config.WEB_HOST}:${app.port}`);
  console.log(`
StudyHub is running:  ${shellUrl}
  API:                ${apiUrl}/api  (docs: ${apiUrl}${API_PATHS.docs})
  Auth emulator:      http://${auth.host}
  Demo accounts:      ${demoUsers.map((user) => user.email).join(', ')} (password ${demoUsers[0].password})${
    hot.length
      ? `
  Hot reload:         ${hot.join(', ')} (rsbuild dev; after an edit in a remote, reload the page)`
      : ''
  }
Press Ctrl-C to stop.`);
}

/** Runs the app until Ctrl-C. `devApps` (npm run dev) are served by `rsbuild dev` with hot reload. */
export function runApp(devApps: readonly WebAppEntry[] = []): void {
  if (devApps.length) command = 'npm run dev';
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  main(devApps).catch(async (error) => {
    console.error(`\n${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    await shutdown(1);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) runApp();
