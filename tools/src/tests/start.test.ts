// `npm start` as a user meets it: seeded app, refusal of a second opener, Ctrl-C that stops
// everything, data and accounts that survive a restart, and one clear line for bad configuration.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { apiContract } from '../lib/api-contract.js';
import { readWebConfig } from '@studyhub/mf-config/web-config';
import { emulatorOrigin, signIn, signUp } from '@studyhub/auth-emulator';
import { answers, launchStart } from '../lib/start-process.js';

const config = readWebConfig();
/** The account an ID token was issued to (its `user_id` claim). */
const uidOf = (idToken: string): unknown => JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()).user_id;
const SHELL = config.shellOrigin;
const API = `http://${config.WEB_HOST}:${config.API_PORT}`;
// npm test runs this after the build that makes the contracts' dist.
const { API_PATHS } = await apiContract();
const assignmentsApp = config.apps.find((app) => app.name === 'mf_assignments');
assert.ok(assignmentsApp, 'the apps table has no mf_assignments');
const READY = 'StudyHub is running';
let dataDir: string;

before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'studyhub-start-'));
});
after(async () => rm(dataDir, { recursive: true, force: true }));

const futureDate = () => new Date(Date.now() + 14 * 864e5).toISOString();

const assignment = (title: string) => ({
  title,
  description: 'Created by the lifecycle test; must survive a restart.',
  marks: 10,
  thumbnailUrl: `${SHELL}/thumbnails/algebra.jpg`,
  difficulty: 'Easy',
  dueDate: futureDate(),
});

const asUser = (idToken: string, method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
  body: JSON.stringify(body),
});

/** Half-written Auth emulator exports in the repo root (an export cut short by a kill). */
const strayExports = async () => (await readdir('.')).filter((name) => name.startsWith('firebase-export-'));

test('starts seeded, refuses a second opener, stops everything on Ctrl-C, keeps data and accounts', { timeout: 600_000 }, async () => {
  const first = launchStart({ STUDYHUB_DATA_DIR: dataDir });
  await first.waitFor(READY);
  assert.ok(first.output().includes(SHELL), 'the shell address is not printed');

  const page = await fetch(`${SHELL}/assignments`);
  assert.equal(page.status, 200);
  const seeded: unknown[] = await (await fetch(`${API}${API_PATHS.assignments}`)).json();
  assert.ok(seeded.length > 5, `expected seeded assignments, got ${seeded.length}`);

  // Someone registers while the app runs and shares an assignment.
  const email = `restart-${Date.now()}@studyhub.test`;
  const password = 'Passw0rd!';
  const registered = await signUp({ email, password, displayName: 'Restart Tester' });
  const created = await fetch(
    `${API}${API_PATHS.assignments}`,
    asUser(registered.idToken, 'POST', assignment('Persistence check assignment')),
  );
  assert.equal(created.status, 201);
  const { _id }: { _id: string } = await created.json();

  // A seed run while the API holds the PGlite directory is refused, with a clear message.
  const seed = spawnSync('node', ['api/dist/seed.js'], { env: { ...process.env, PGLITE_DIR: join(dataDir, 'pglite') }, encoding: 'utf8' });
  assert.notEqual(seed.status, 0);
  assert.match(seed.stdout + seed.stderr, /in use/i);

  first.child.kill('SIGINT');
  assert.equal(await first.exited, 0);
  for (const url of [
    SHELL,
    `${API}${API_PATHS.health}`,
    `${emulatorOrigin()}/`,
    `http://${config.WEB_HOST}:${assignmentsApp.port}/mf-manifest.json`,
  ]) {
    assert.equal(await answers(url), false, `${url} still answers after Ctrl-C`);
  }
  assert.deepEqual(await strayExports(), [], 'the Auth emulator was stopped mid-export');

  const second = launchStart({ STUDYHUB_DATA_DIR: dataDir });
  await second.waitFor(READY);
  const again = await fetch(`${API}${API_PATHS.assignment(_id)}`);
  assert.equal(again.status, 200, 'the assignment created before the restart is gone');
  const afterRestart: unknown[] = await (await fetch(`${API}${API_PATHS.assignments}`)).json();
  assert.equal(afterRestart.length, seeded.length + 1, 'the seed ran twice');

  // The same person signs in again (same account, not a new one) and still owns their assignment.
  const signedIn = await signIn(email, password);
  assert.equal(uidOf(signedIn), registered.uid);
  const edited = await fetch(`${API}${API_PATHS.assignment(_id)}`, asUser(signedIn, 'PUT', assignment('Edited after a restart')));
  assert.equal(edited.status, 200, `editing after the restart answered ${edited.status}: ${await edited.clone().text()}`);
  const { title }: { title: string } = await edited.json();
  assert.equal(title, 'Edited after a restart');

  second.child.kill('SIGINT');
  assert.equal(await second.exited, 0);
  assert.deepEqual(await strayExports(), [], 'the Auth emulator was stopped mid-export');
});

test('a malformed DATABASE_URL ends start-up with one clear line, no stack trace', { timeout: 300_000 }, async () => {
  const run = launchStart({ STUDYHUB_DATA_DIR: dataDir, DATABASE_URL: 'not-a-url' });
  assert.notEqual(await run.exited, 0);
  assert.match(run.output(), /DATABASE_URL/);
  assert.doesNotMatch(run.output(), /^\s+at .+:\d+:\d+\)?$/m);
});

test('a port in use ends start-up at once with one line naming it', { timeout: 60_000 }, async () => {
  const blocker = createServer().listen(assignmentsApp.port, '127.0.0.1');
  try {
    const run = launchStart({ STUDYHUB_DATA_DIR: dataDir });
    assert.notEqual(await run.exited, 0);
    assert.ok(run.output().includes(`Port ${assignmentsApp.port} (${assignmentsApp.label})`), run.output());
    assert.doesNotMatch(run.output(), /^\s+at .+:\d+:\d+\)?$/m);
  } finally {
    blocker.close();
  }
});
