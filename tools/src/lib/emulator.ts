// The Firebase Auth emulator (firebase-tools, offline, `demo-` project id): started once per
// `npm start` or `npm test` run, ready in ~20 s on 2 cores.
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { startProcess, waitForHttp, type StartedChild } from './processes.js';

export const EMULATOR_PROJECT_ID = 'demo-studyhub';
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
 * port 9099 is known to be free, so no emulator of this checkout is exporting now.
 */
async function removeStaleExports(dir = '.'): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  const stale = entries.filter((entry) => entry.isDirectory() && EXPORT_TEMP.test(entry.name));
  for (const entry of stale) await rm(`${dir}/${entry.name}`, { recursive: true, force: true });
  if (stale.length) console.log(`Removed ${stale.length} unfinished Auth emulator export folder(s).`);
}

/**
 * Starts the emulator on 127.0.0.1:9099 (firebase.json). With `dataDir`, accounts are imported at
 * start and exported on exit, so registered users survive a restart of `npm start`.
 */
export async function startAuthEmulator({ dataDir }: { dataDir?: string } = {}): Promise<AuthEmulator> {
  const host = '127.0.0.1';
  const port = 9099;
  if (await portInUse(port, host)) {
    throw new Error(`Port ${port} (Firebase Auth emulator) is already in use. Stop the other emulator first.`);
  }
  await removeStaleExports();
  const args = ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT_ID];
  if (dataDir) {
    if (existsSync(`${dataDir}/firebase-export-metadata.json`)) args.push('--import', dataDir);
    args.push('--export-on-exit', dataDir);
  }
  const child = startProcess('auth', process.execPath, [FIREBASE_CLI, ...args], {
    env: { NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' },
    // Only problems and the ready line are worth a user's attention.
    quiet: (line) => !/error|ready|All emulators|exporting/i.test(line),
  });
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
