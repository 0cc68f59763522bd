// The Auth emulator for the chaos run, on a free port of its own (not firebase.json's 9099), so a
// developer's `npm start` or another suite's emulator is never in the way. Same project id as the
// app, so the API under test verifies its tokens as usual.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { EMULATOR_PROJECT_ID } from '../lib/emulator.js';
import { startProcess, waitForHttp } from '../lib/processes.js';
import { freePort } from './net.js';

const FIREBASE_CLI = resolve('node_modules/firebase-tools/lib/bin/firebase.js');

const configDirs = new Set<string>();

/** A signed-in emulator account; `token`: its ID token. */
export interface EmulatorUser {
  uid: string;
  email: string;
  name: string;
  token: string;
}

/** The emulator's sign-up answer (only what is read). */
interface SignUpAnswer {
  localId: string;
  idToken: string;
}

/** Removes the emulator's config folders (also when it was interrupted while starting). */
export async function removeEmulatorConfigs(): Promise<void> {
  for (const dir of configDirs) await rm(dir, { recursive: true, force: true });
  configDirs.clear();
}

/** An Auth emulator on a free port of its own, project demo-studyhub; stopped by stopAll (processes.ts). */
export async function startChaosEmulator(): Promise<{ host: string }> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'studyhub-chaos-emulator-'));
  configDirs.add(dir);
  const config = join(dir, 'firebase.json');
  await writeFile(
    config,
    JSON.stringify({ emulators: { auth: { port, host: '127.0.0.1' }, ui: { enabled: false }, singleProjectMode: true } }),
  );
  // node + the CLI file directly (not npx): the process group is the emulator itself.
  const child = startProcess(
    'auth',
    process.execPath,
    [FIREBASE_CLI, 'emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT_ID, '--config', config],
    {
      cwd: dir,
      env: { NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' },
      quiet: (line: string) => !/error|Error/.test(line) || /MOTD/.test(line),
    },
  );
  await waitForHttp(`http://127.0.0.1:${port}/`, { child, timeoutMs: 90_000, label: 'Firebase Auth emulator' });
  return { host: `127.0.0.1:${port}` };
}

/** A new account with a unique email; its ID token is what the API verifies. */
export async function signUp(emulatorHost: string, name: string): Promise<EmulatorUser> {
  const email = `chaos-${Math.random().toString(36).slice(2, 10)}@studyhub.test`;
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Passw0rd!', displayName: name, returnSecureToken: true }),
  });
  const body = (await response.json()) as SignUpAnswer;
  if (!response.ok) throw new Error(`Emulator sign-up failed (${response.status}): ${JSON.stringify(body)}`);
  return { uid: body.localId, email, name, token: body.idToken };
}

/** A signed-in user with no email and no name (Firebase anonymous sign-in). */
export async function signUpAnonymous(emulatorHost: string): Promise<{ uid: string; token: string }> {
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ returnSecureToken: true }),
  });
  const body = (await response.json()) as SignUpAnswer;
  if (!response.ok) throw new Error(`Emulator anonymous sign-up failed (${response.status}): ${JSON.stringify(body)}`);
  return { uid: body.localId, token: body.idToken };
}
