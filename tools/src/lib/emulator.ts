// The Firebase Auth emulator (firebase-tools, offline, `demo-` project id): started once per
// `npm start` or `npm test` run, ready in ~20 s on 2 cores.
import { DEFAULT_EMULATOR_HOST, DEFAULT_FIREBASE_PROJECT_ID } from '@studyhub/contracts/web';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startProcess, waitForHttp, type StartedChild } from './processes.js';

export const EMULATOR_PROJECT_ID = DEFAULT_FIREBASE_PROJECT_ID;
const [DEFAULT_HOST, DEFAULT_PORT] = DEFAULT_EMULATOR_HOST.split(':') as [string, string];
// The CLI itself, not `npx firebase`: npx would be the process-group leader and exit at once on
// SIGTERM while the CLI is still exporting accounts (see stopAll in processes.ts).
const FIREBASE_CLI = 'node_modules/firebase-tools/lib/bin/firebase.js';
// An export is written to `firebase-export-<ms><random>` in the working directory, then moved.
const EXPORT_TEMP = /^firebase-export-\d+[A-Za-z0-9]{6}$/;

/** A running Auth emulator: its process, `host:port`, and the project id it answers for. */
export interface AuthEmulator {
  child: StartedChild;
  host: string;
  projectId: string;
}

/** An account to create in the emulator (api/src/seed/demo-users.ts DEMO_USERS). */
export interface EmulatorUser {
  uid: string;
  email: string;
  displayName: string;
  password: string;
}

function portInUse(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Removes export folders an emulator left half-written when it was killed mid-export. Called once
 * the emulator's port is known to be free, so no emulator of this checkout is exporting now.
 */
async function removeStaleExports(dir = '.'): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  const stale = entries.filter((entry) => entry.isDirectory() && EXPORT_TEMP.test(entry.name));
  for (const entry of stale) await rm(`${dir}/${entry.name}`, { recursive: true, force: true });
  if (stale.length) console.log(`Removed ${stale.length} unfinished Auth emulator export folder(s).`);
}

/**
 * The emulator's configuration, written for this start: only the Auth emulator, on `port`, no UI.
 * Written rather than kept in the repository, so the address has one source (DEFAULT_EMULATOR_HOST).
 */
async function writeEmulatorConfig(port: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'studyhub-auth-emulator-'));
  const config = join(dir, 'firebase.json');
  await writeFile(
    config,
    JSON.stringify({ emulators: { auth: { port, host: DEFAULT_HOST }, ui: { enabled: false }, singleProjectMode: true } }),
  );
  return config;
}

/**
 * Starts the emulator at DEFAULT_EMULATOR_HOST, or on `port` (the chaos suite and the benches take
 * a free one, so a running `npm start` is never in the way). With `dataDir`, accounts are imported
 * at start and exported on exit, so registered users survive a restart of `npm start`.
 */
export async function startAuthEmulator({
  dataDir,
  port = Number(DEFAULT_PORT),
}: { dataDir?: string; port?: number } = {}): Promise<AuthEmulator> {
  const host = DEFAULT_HOST;
  if (await portInUse(port, host)) {
    throw new Error(`Port ${port} (Firebase Auth emulator) is already in use. Stop the other emulator first.`);
  }
  // Another port is a run of its own (chaos, benches) beside a possible `npm start`, whose exports are its own.
  if (port === Number(DEFAULT_PORT)) await removeStaleExports();
  const config = await writeEmulatorConfig(port);
  const args = ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT_ID, '--config', config];
  if (dataDir) {
    const data = resolve(dataDir);
    if (existsSync(`${data}/firebase-export-metadata.json`)) args.push('--import', data);
    args.push('--export-on-exit', data);
  }
  const child = startProcess('auth', process.execPath, [FIREBASE_CLI, ...args], {
    env: { NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' },
    // Only problems and the ready line are worth a user's attention.
    quiet: (line) => !/error|ready|All emulators|exporting/i.test(line),
  });
  void child.exited.then(() => rm(join(config, '..'), { recursive: true, force: true }));
  await waitForHttp(`http://${host}:${port}/`, { child, timeoutMs: 90_000, label: 'Firebase Auth emulator' });
  return { child, host: `${host}:${port}`, projectId: EMULATOR_PROJECT_ID };
}

/** Creates accounts if they do not exist yet (idempotent), with fixed uids so seeded data matches. */
export async function ensureEmulatorUsers(emulatorHost: string, users: readonly EmulatorUser[]): Promise<void> {
  const url = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}/accounts:batchCreate`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({
      users: users.map((user) => ({
        localId: user.uid,
        email: user.email,
        displayName: user.displayName,
        rawPassword: user.password,
        emailVerified: true,
      })),
      allowOverwrite: false,
    }),
  });
  if (!response.ok) throw new Error(`Could not create demo users in the Auth emulator (${response.status}).`);
}
