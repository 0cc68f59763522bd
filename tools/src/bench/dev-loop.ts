// `npm run bench:dev`: the developer loop as a newcomer meets it, on this machine.
// - `npm start` cold: every project built (Nx cache not read), a new data directory (PGlite initdb,
//   migrations, seed) and a new emulator: from the command to "StudyHub is running", then Ctrl-C to exit.
// - `npm start` warm: the same again, builds from the Nx cache and the data kept.
// - `npm test`: the last full run on this machine, as tools/src/test.ts records it (.bench/npm-test.json);
//   ten minutes of tests are not run again here.
// Reported without budgets. Writes .bench/dev-loop.json. Needs the app's ports free (no `npm start` running).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchStart } from '../lib/start-process.js';

const REPORT = '.bench/dev-loop.json';
const NPM_TEST_TIMING = '.bench/npm-test.json';
const READY = 'StudyHub is running';

/** .bench/npm-test.json as tools/src/test.ts writes it (the fields read). */
interface NpmTestTiming {
  date: string;
  node: string;
  passed: boolean;
  seconds: number;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** One `npm start` (tools/src/start.ts): seconds to ready, then seconds from Ctrl-C to exit. */
async function timeStart(env: Record<string, string>): Promise<{ readySeconds: number; stopSeconds: number }> {
  const started = Date.now();
  const app = launchStart(env);
  try {
    await app.waitFor(READY, 600_000);
  } catch (error) {
    app.child.kill('SIGINT');
    await app.exited;
    throw error;
  }
  const ready = Date.now();
  app.child.kill('SIGINT');
  const code = await app.exited;
  if (code !== 0) throw new Error(`npm start exited ${code} after Ctrl-C:\n${app.output().slice(-2000)}`);
  return { readySeconds: seconds(ready - started), stopSeconds: seconds(Date.now() - ready) };
}

async function lastNpmTest(): Promise<NpmTestTiming | null> {
  if (!existsSync(NPM_TEST_TIMING)) return null;
  return JSON.parse(await readFile(NPM_TEST_TIMING, 'utf8')) as NpmTestTiming;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studyhub-bench-dev-'));
  try {
    console.log('npm start, cold (all builds run, new database and emulator)...');
    const cold = await timeStart({ STUDYHUB_DATA_DIR: dataDir, NX_SKIP_NX_CACHE: 'true' });
    console.log(`  ready in ${cold.readySeconds} s, stopped in ${cold.stopSeconds} s`);
    console.log('npm start, warm (builds from the cache, data kept)...');
    const warm = await timeStart({ STUDYHUB_DATA_DIR: dataDir });
    console.log(`  ready in ${warm.readySeconds} s, stopped in ${warm.stopSeconds} s`);
    const npmTest = await lastNpmTest();
    const testValue = npmTest
      ? `${Math.round(npmTest.seconds / 6) / 10} min (${npmTest.passed ? 'green' : 'red'}, Node ${npmTest.node}, ${npmTest.date.slice(0, 16).replace('T', ' ')} UTC)`
      : 'no run recorded on this machine yet (run npm test)';
    console.log(`npm test, last run: ${testValue}`);
    const verdicts = [
      { figure: 'npm start cold (build all, initdb + seed), to ready', value: `${cold.readySeconds} s`, budget: 'reported', pass: true },
      { figure: 'npm start warm (cached builds, data kept), to ready', value: `${warm.readySeconds} s`, budget: 'reported', pass: true },
      { figure: 'Ctrl-C to exit (emulator saves its accounts)', value: `${warm.stopSeconds} s`, budget: 'reported', pass: true },
      { figure: 'npm test, last full run', value: testValue, budget: 'reported', pass: true },
    ];
    await mkdir('.bench', { recursive: true });
    await writeFile(REPORT, `${JSON.stringify({ date: new Date().toISOString(), cold, warm, npmTest, verdicts }, null, 2)}\n`);
    console.log(`Written to ${REPORT}`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main().catch((error) => {
  console.error(`Developer-loop benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
