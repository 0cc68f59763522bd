import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, DIFFICULTIES, TOTAL_COUNT_HEADER, assignmentSchema, type Assignment } from '@studyhub/contracts';
import { signUp } from './support/accounts.js';
import { call } from './support/http.js';
import { anAssignmentInput } from './support/inputs.js';
import { NodeProcess, freePort, killAll, runNode } from './support/processes.js';

const THUMBNAILS = [
  'algebra',
  'biology',
  'chemistry',
  'essay',
  'history',
  'physics',
  'programming',
  'statistics',
  'geography',
  'literature',
  'economics',
  'art',
];
const oneLine = (text: string) => text.trim().split('\n');
let workDir: string;

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'studyhub-api-process-'));
});
afterAll(() => {
  killAll();
  rmSync(workDir, { recursive: true, force: true });
});

/** A PGlite directory already migrated (copied from the run's template). */
function dataDir(name: string): string {
  const dir = join(workDir, name);
  cpSync(process.env.STUDYHUB_PGLITE_TEMPLATE!, dir, { recursive: true });
  return dir;
}

describe('start-up refusals: one clear line, exit code 1', () => {
  test('a malformed DATABASE_URL', async () => {
    const { code, stderr } = await runNode('main', { DATABASE_URL: 'mysql://root:secret@db/app' });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toEqual([expect.stringMatching(/^Invalid configuration: DATABASE_URL: must be a URL like postgres:\/\//)]);
    expect(stderr).not.toContain('secret');
  });

  test('several bad values: one line each, no stack trace', async () => {
    const { code, stderr } = await runNode('main', { API_PORT: 'eighty', RATE_LIMIT_MAX: '0', WEB_ORIGINS: 'not-an-origin' });
    expect(code).toBe(1);
    const lines = oneLine(stderr);
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.split(':')[1].trim())).toEqual(['API_PORT', 'WEB_ORIGINS.0', 'RATE_LIMIT_MAX']);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  test('production with the Auth emulator configured', async () => {
    const { code, stderr } = await runNode('main', { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toEqual([expect.stringContaining('FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production')]);
  });

  test('a PostgreSQL server that does not answer', async () => {
    const { code, stderr } = await runNode('main', { DATABASE_URL: 'postgres://app:hunter2@127.0.0.1:1/studyhub' });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toEqual([
      expect.stringMatching(/^Could not connect to PostgreSQL at 127\.0\.0\.1:1\/studyhub \(DATABASE_URL\)/),
    ]);
    expect(stderr).not.toContain('hunter2');
  });
});

describe('PGlite data directory: seed, lock, clean stop, persistence', () => {
  test('the lock refuses a second API and a seed run, and is released on SIGTERM with the data kept', async () => {
    const dir = dataDir('shared');
    const [port, otherPort] = [await freePort(), await freePort()];
    const env = { PGLITE_DIR: dir, API_PORT: String(port), PUBLIC_WEB_ORIGIN: 'http://localhost:3999' };

    const seeded = await runNode('seed', env);
    expect(seeded).toMatchObject({ code: 0, stdout: 'Seeded 17 assignments, 15 submissions and 1 study group (pglite).\n' });

    const first = new NodeProcess('main', env);
    await first.ready(port);
    const inUse = `Data directory ${dir} is in use by process ${first.child.pid} (is another "npm start" running?). Stop it first.`;
    const second = await runNode('main', { ...env, API_PORT: String(otherPort) });
    expect(second.code).toBe(1);
    expect(oneLine(second.stderr)).toEqual([inUse]);
    const seedWhileRunning = await runNode('seed', env, ['--reset']);
    expect(seedWhileRunning.code).toBe(1);
    expect(oneLine(seedWhileRunning.stderr)).toEqual([inUse]);

    const user = await signUp('Persistent Pat');
    const created = await call(`http://127.0.0.1:${port}`, 'POST', API_PATHS.assignments, {
      token: user.token,
      body: anAssignmentInput({ title: 'Survives a restart' }),
    });
    expect(created.status).toBe(201);

    expect((await first.stop('SIGTERM')).code).toBe(0);
    expect(existsSync(`${dir}.lock`)).toBe(false);

    // The request log: JSON lines with route, status and timing; no token, email or body.
    const requests = first.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === 'request');
    expect(requests.find((entry) => entry.method === 'POST')).toMatchObject({
      route: API_PATHS.assignments,
      status: 201,
      reqId: expect.any(String),
      ms: expect.any(Number),
    });
    expect(first.stdout).not.toContain(user.token.slice(-20));
    expect(first.stdout).not.toContain(user.email);
    expect(first.stdout).not.toContain('Survives a restart');

    const again = new NodeProcess('main', env);
    await again.ready(port);
    const list = await call<Assignment[]>(`http://127.0.0.1:${port}`, 'GET', `${API_PATHS.assignments}?limit=100`);
    expect(list.headers.get(TOTAL_COUNT_HEADER)).toBe('17');
    expect(list.body.map((a) => a.title)).toContain('Survives a restart');

    const portTaken = await runNode('main', { PGLITE_DIR: dataDir('other'), API_PORT: String(port) });
    expect(portTaken.code).toBe(1);
    expect(oneLine(portTaken.stderr)).toEqual([
      `Port ${port} is already in use (API_PORT). Stop the other process or set API_PORT to a free port.`,
    ]);
    expect((await again.stop('SIGINT')).code).toBe(0);
  });

  test('a lock left by a dead process is taken over', async () => {
    const dir = dataDir('stale');
    // The pid of a process that has already exited, as a crash or kill -9 would leave it.
    const stalePid = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(`${dir}.lock`, `${stalePid}\n`);
    const seeded = await runNode('seed', { PGLITE_DIR: dir });
    expect(seeded.code).toBe(0);
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});

describe('seed', () => {
  test('realistic demo data once; skipped when data exists; replaced with --reset', async () => {
    const dir = dataDir('seeded');
    const port = await freePort();
    const env = { PGLITE_DIR: dir, API_PORT: String(port), PUBLIC_WEB_ORIGIN: 'http://localhost:3999' };
    expect((await runNode('seed', env)).code).toBe(0);
    expect((await runNode('seed', env)).stdout).toBe(
      'Seed skipped: the database already has 17 assignments (use --reset to replace them).\n',
    );
    expect((await runNode('seed', env, ['--reset'])).stdout).toMatch(/^Seeded 17 assignments/);

    const api = new NodeProcess('main', env);
    try {
      await api.ready(port);
      const items = (await call<Assignment[]>(`http://127.0.0.1:${port}`, 'GET', API_PATHS.assignments)).body.map((a) =>
        assignmentSchema.parse(a),
      );
      // The seventeenth is the demo group's, which a guest never sees.
      expect(items).toHaveLength(16);
      expect(new Set(items.map((a) => a.difficulty))).toEqual(new Set(DIFFICULTIES));
      // A guest reads the owners' names, never their emails.
      expect(new Set(items.map((a) => a.userName))).toEqual(new Set(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']));
      expect(items.every((a) => a.userEmail === undefined)).toBe(true);
      expect(items.every((a) => a.marks >= 10 && a.marks <= 100)).toBe(true);
      const thumbnail = /^http:\/\/localhost:3999\/thumbnails\/([a-z]+)\.jpg$/;
      expect(items.every((a) => THUMBNAILS.includes(thumbnail.exec(a.thumbnailUrl)?.[1] ?? ''))).toBe(true);
      expect(new Set(items.map((a) => a.title)).size).toBe(16);
    } finally {
      await api.stop();
    }
  });
});

test('the demo users module has the shape the start script needs', async () => {
  const { DEMO_USERS } = await import(join(process.env.STUDYHUB_TEST_BUILD!, 'seed/demo-users.js'));
  expect(DEMO_USERS.map((u: { uid: string }) => u.uid)).toEqual(['demo-ada', 'demo-alan', 'demo-grace']);
  for (const user of DEMO_USERS) expect(Object.keys(user).sort()).toEqual(['displayName', 'email', 'password', 'uid']);
  expect(readFileSync(join(process.env.STUDYHUB_TEST_BUILD!, 'seed/demo-users.js'), 'utf8')).toContain('Passw0rd!');
});
