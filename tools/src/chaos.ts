// `npm run test:chaos`: the real API (api/dist/main.js) as a child process, against an Auth
// emulator of its own, under injected faults:
//   1. kill -9 during acknowledged writes, on PGlite and on PostgreSQL: nothing acknowledged lost,
//      nothing half-written;
//   2. PostgreSQL cut and restored under the API (a TCP proxy), then its sessions terminated:
//      clear 503s, no crash, recovery without a restart;
//   3. SIGTERM during a burst of requests: every in-flight request answered, new connections
//      refused, exit 0 within the grace period;
//   4. a long fuzz run (api/test/support/fuzz, the core of the quick run in npm test).
// Prints the figures, stops everything it started (success, failure, Ctrl-C) and exits non-zero
// when a target is missed. Not part of `npm test` (a few minutes).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, dropScratchDatabases, type ScratchDatabase } from './chaos/databases.js';
import { signUp, signUpAnonymous, startChaosEmulator, type EmulatorUser } from './chaos/emulator.js';
import { freePort } from './chaos/net.js';
import type { PhaseDatabase, PhaseResult } from './chaos/phase.js';
import { TEST_DATABASE_URL, postgresAnswers } from './lib/postgres.js';
import { run, stopAll } from './lib/processes.js';

/**
 * The phases and the API process wrapper, loaded once the builds are done: they read the API's
 * paths from the contracts' build (tools/src/lib/api-contract.ts).
 */
let phases: Phases | undefined;
const loadPhases = async () => ({
  ...(await import('./chaos/api-process.js')),
  ...(await import('./chaos/fuzz.js')),
  ...(await import('./chaos/graceful-stop.js')),
  ...(await import('./chaos/kill-during-writes.js')),
  ...(await import('./chaos/postgres-outage.js')),
});
type Phases = Awaited<ReturnType<typeof loadPhases>>;

const KILLS = 4;
const WRITERS = 4;
const FUZZ_REQUESTS = Number(process.env.CHAOS_FUZZ_REQUESTS ?? 100_000);
const PHASE_TIMEOUT_MS = 4 * 60_000;
const FUZZ_TIMEOUT_MS = 15 * 60_000;

/** A phase's result as printed: its name and how long it took. */
interface PhaseRecord extends PhaseResult {
  name: string;
  seconds: number;
}

const results: PhaseRecord[] = [];
/** Set by main before any phase runs; '' until then. */
let workDir = '';
let emulator: { host: string };

/** `npm run test:chaos -- outage sigterm` runs only those phases (kill, outage, sigterm, fuzz). */
const only = new Set(process.argv.slice(2));

async function phase(group: string, name: string, action: () => Promise<PhaseResult>, timeoutMs = PHASE_TIMEOUT_MS): Promise<void> {
  if (only.size && !only.has(group)) return;
  console.log(`\n=== ${name}`);
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  let result: PhaseResult;
  try {
    result = await Promise.race([
      action(),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs / 1000} s`)), timeoutMs))),
    ]);
  } catch (error) {
    result = { ok: false, problems: [error instanceof Error ? error.message : String(error)] };
    // A phase that threw or timed out may have left its API running: the next one starts clean.
    phases?.killAllApis();
  } finally {
    clearTimeout(timer);
  }
  const timed = Object.assign(result, { seconds: Math.round((Date.now() - started) / 100) / 10 });
  results.push({ name, ...timed });
  const verdict = timed.skipped ? `SKIPPED: ${timed.reason}` : timed.ok ? 'ok' : 'FAILED';
  console.log(`${verdict} (${timed.seconds} s)`);
  if (result.figures) console.log(`  ${JSON.stringify(result.figures)}`);
  for (const problem of result.problems ?? []) console.log(`  - ${problem}`);
}

const pglite = (name: string): PhaseDatabase => {
  const dir = join(workDir, name);
  return { label: 'PGlite', apiEnv: { PGLITE_DIR: dir }, directConfig: { driver: 'pglite', dir } };
};

async function postgres(): Promise<PhaseDatabase & { scratch: ScratchDatabase }> {
  const scratch = await createScratchDatabase();
  return { scratch, label: 'PostgreSQL', apiEnv: { DATABASE_URL: scratch.url }, directConfig: { driver: 'postgres', url: scratch.url } };
}

async function fuzzAgainstApi(users: EmulatorUser[], { ApiProcess, fuzzPhase }: Phases): Promise<PhaseResult> {
  const { scratch, apiEnv } = await postgres();
  const port = await freePort();
  const api = new ApiProcess({ ...apiEnv, API_PORT: String(port), FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
  try {
    await api.ready(60_000);
    // Two users with an email, and one without (anonymous) for EMAIL_REQUIRED.
    const tokens = [users[0].token, users[1].token, (await signUpAnonymous(emulator.host)).token];
    const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 2_147_483_647);
    return await fuzzPhase({ apiUrl: api.url, databaseUrl: scratch.url, tokens, requests: FUZZ_REQUESTS, seed });
  } finally {
    await api.kill('SIGTERM');
  }
}

function summary(): boolean {
  console.log('\n=== Chaos summary');
  for (const result of results) {
    const verdict = result.skipped ? 'SKIPPED' : result.ok ? 'ok' : 'FAILED';
    console.log(`${verdict.padEnd(8)} ${result.name}`);
  }
  const failed = results.filter((result) => !result.ok && !result.skipped).length;
  const skipped = results.filter((result) => result.skipped).length;
  console.log(`chaos: ${results.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped`);
  return failed === 0;
}

let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    phases?.killAllApis();
    await stopAll(5000);
    await dropScratchDatabases();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  })();
  return cleaning;
}

async function main(): Promise<boolean> {
  if (!(await postgresAnswers()))
    throw new Error(`no PostgreSQL answers at ${TEST_DATABASE_URL} (TEST_DATABASE_URL); the chaos run needs it.`);
  await run('npm', ['run', 'build', '-w', '@studyhub/contracts'], { label: 'contracts build' });
  await run('npm', ['run', 'build', '-w', '@studyhub/api'], { label: 'API build' });
  const loaded = await loadPhases();
  phases = loaded;
  const { killDuringWrites, postgresOutage, gracefulStop } = loaded;
  workDir = await mkdtemp(join(tmpdir(), 'studyhub-chaos-'));
  emulator = await startChaosEmulator();
  const users = await Promise.all(Array.from({ length: WRITERS }, (_, i) => signUp(emulator.host, `Chaos Writer ${i + 1}`)));
  const common = { users, emulatorHost: emulator.host };

  await phase('kill', `kill -9 during writes on PGlite (${KILLS} kills, ${WRITERS} writers)`, async () =>
    killDuringWrites({ ...common, database: pglite('kill'), port: await freePort(), kills: KILLS }),
  );
  await phase('kill', `kill -9 during writes on PostgreSQL (${KILLS} kills, ${WRITERS} writers)`, async () =>
    killDuringWrites({ ...common, database: await postgres(), port: await freePort(), kills: KILLS }),
  );
  await phase('outage', 'PostgreSQL cut and restored under the API, then its sessions terminated', async () =>
    postgresOutage({ ...common, scratch: (await postgres()).scratch, port: await freePort() }),
  );
  await phase('sigterm', 'SIGTERM during a burst of searches on PGlite', async () =>
    gracefulStop({ ...common, database: pglite('sigterm'), port: await freePort() }),
  );
  await phase('sigterm', 'SIGTERM during a burst of searches on PostgreSQL', async () =>
    gracefulStop({ ...common, database: await postgres(), port: await freePort() }),
  );
  await phase('fuzz', `fuzz: ${FUZZ_REQUESTS} requests`, () => fuzzAgainstApi(users, loaded), FUZZ_TIMEOUT_MS);
  return summary();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\nChaos run interrupted (${signal}): stopping what it started.`);
    void cleanup().finally(() => process.exit(130));
  });
}

main()
  .then(async (ok) => {
    await cleanup();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (error) => {
    console.error(`Chaos run could not run: ${error instanceof Error ? error.message : String(error)}`);
    await cleanup();
    process.exit(1);
  });
