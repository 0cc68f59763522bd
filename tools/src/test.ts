// `npm test`: every test, unit to browser. Lint, type-check, unit tests, the API suite against
// PGlite and PostgreSQL (the real Auth emulator for identity), then Chromium against the built app.
// `npm test -- --skip-browser` leaves the browser suite out and says so in the summary: CI's second
// run, on Node 22, uses it (.ci/run says why).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { E2E_REPORT, runPlaywright, startE2eStack } from './e2e.js';
import { ensureChromium } from './lib/chromium.js';
import { startAuthEmulator } from './lib/emulator.js';
import { assertPortsFree, stackPorts } from './lib/ports.js';
import { TEST_DATABASE_URL, postgresAnswers } from './lib/postgres.js';
import { run, stopAll } from './lib/processes.js';
import { readWebConfig } from '@studyhub/mf-config/web-config';
import { jestReport, nodeTestReport, playwrightReport, type Counts, type StepReport } from './test-report.js';

const REPORTS = 'test-results';
// How long this run took, step by step, for `npm run bench`'s developer-loop table (bench:dev).
const TIMING_REPORT = '.bench/npm-test.json';

const { values: options } = parseArgs({ options: { 'skip-browser': { type: 'boolean', default: false } } });

interface StepResult {
  name: string;
  outcome: 'ok' | 'FAIL' | 'skip';
  seconds: number;
  report: StepReport | null;
}

const runStarted = Date.now();
const results: StepResult[] = [];

async function step(name: string, action: () => Promise<number | void>, readReport?: () => StepReport | null) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  let ok = true;
  try {
    const code = await action();
    ok = code === undefined || code === 0;
  } catch (error) {
    ok = false;
    console.error(error instanceof Error ? error.message : String(error));
  }
  results.push({ name, outcome: ok ? 'ok' : 'FAIL', seconds: (Date.now() - started) / 1000, report: readReport?.() ?? null });
}

const nx = (target: string) => run('npx', ['--no-install', 'nx', 'run-many', '-t', target, '--output-style=static'], { label: target });
/** node:test files, one at a time, with the spec reporter on screen and the counts in `report`. */
const nodeTests = (files: string[], report: string) =>
  run(
    'node',
    [
      // TypeScript test files (tools/src/*.test.ts) and the count reporter run through tsx, preloaded
      // with --require: on Node 20 the test runner's own process, which loads the reporters, skips
      // --import preloads (only the test files' processes get them), and then fails on a .ts reporter.
      '--require',
      'tsx',
      '--test',
      '--test-concurrency=1',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=./tools/src/lib/count-reporter.ts',
      `--test-reporter-destination=${report}`,
      ...files,
    ],
    { label: 'node tests' },
  );
const jest = (args: string[]) => run('npx', ['--no-install', 'jest', ...args], { label: 'jest' });

async function main() {
  await rm(REPORTS, { recursive: true, force: true });
  await mkdir(REPORTS, { recursive: true });
  const chromium = options['skip-browser'] ? null : ensureChromium();
  // The browser tests need the app's ports: say so now rather than after ten minutes of tests.
  await assertPortsFree(stackPorts(readWebConfig()));

  await step('Lint (ESLint + Nx module boundaries)', () => run('npm', ['run', 'lint', '--silent'], { label: 'lint' }));
  await step('Type-check', () => nx('typecheck'));
  await step('Shared library versions (a changed library has a new version)', () =>
    run('npm', ['run', '--silent', 'lib:version', '--', '--check'], { label: 'lib:version' }),
  );
  await step(
    'Unit tests: contracts, libs, web apps',
    () => jest(['-c', 'jest.config.js', '--ci', '--json', `--outputFile=${REPORTS}/jest-web.json`]),
    () => jestReport(`${REPORTS}/jest-web.json`),
  );
  await step(
    'Web server and tool units (serving, first paint, route preload, security headers, server render, dependency checks)',
    () =>
      nodeTests(
        [
          'web-server/src/first-paint.test.ts',
          'web-server/src/route-preload.test.ts',
          'web-server/src/security-headers.test.ts',
          'web-server/src/static-server.test.ts',
          'web-server/src/ssr/compose-page.test.ts',
          'web-server/src/ssr/render-pool.test.ts',
          'web-server/src/ssr/server-build-loader.test.ts',
          'tools/src/tests/check-deps.test.ts',
        ],
        `${REPORTS}/web-server.json`,
      ),
    () => nodeTestReport(`${REPORTS}/web-server.json`),
  );
  await step('Build (production)', () => nx('build'));
  // After the build: the release checks import the compiled contracts (libs/contracts/dist).
  await step(
    'Release units (checks, rollback target, release serving)',
    () => nodeTests(['tools/src/tests/release.test.ts'], `${REPORTS}/release.json`),
    () => nodeTestReport(`${REPORTS}/release.json`),
  );
  await step('The API against every remote users can load (npm run api:check-remotes)', () =>
    run('npm', ['run', '--silent', 'api:check-remotes'], { label: 'api:check-remotes' }),
  );

  const emulator = await startAuthEmulator();
  await apiSuites(emulator.host);

  if (chromium) {
    await step(
      `Browser tests (Chromium: ${chromium})`,
      async () => {
        const stack = await startE2eStack(emulator);
        try {
          return await runPlaywright();
        } finally {
          await stack.stop();
        }
      },
      () => playwrightReport(E2E_REPORT),
    );
  } else {
    results.push({ name: 'Browser tests (left out by --skip-browser)', outcome: 'skip', seconds: 0, report: null });
  }
  await stopAll();

  // Last, as it needs the app's ports and the emulator's to itself.
  await step(
    'npm start lifecycle (start, lock, Ctrl-C, restart, bad config)',
    () => nodeTests(['tools/src/tests/start.test.ts'], `${REPORTS}/start.json`),
    () => nodeTestReport(`${REPORTS}/start.json`),
  );
  await step(
    'npm run dev (mf-grading in rsbuild dev, rebuilt after an edit, Ctrl-C)',
    () => nodeTests(['tools/src/dev.test.ts'], `${REPORTS}/dev.json`),
    () => nodeTestReport(`${REPORTS}/dev.json`),
  );
}

/**
 * The API suite on PGlite and on PostgreSQL, side by side: each is one Jest process running its
 * files in band, which leaves the second core mostly idle (docs/benchmarks.md, "Developer loop").
 * Built once for both (two builds into one folder would race); the PostgreSQL run's output is
 * printed when it ends.
 */
async function apiSuites(emulatorHost: string) {
  const postgres = await postgresAnswers();
  // Awaited at once by each suite started below, so a failed build fails them, never unhandled.
  const built = run('npm', ['run', '--silent', '-w', '@studyhub/api', 'build:test'], { label: 'The API test build' });
  const suite = (report: string, databaseUrl: string, outputFile?: string) => async () => {
    await built;
    await run('npm', ['run', 'test:jest', '-w', '@studyhub/api', '--', '--ci', '--json', `--outputFile=${process.cwd()}/${report}`], {
      label: 'API tests',
      env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, DATABASE_URL: databaseUrl, STUDYHUB_API_TEST_BUILT: '1' },
      outputFile,
    });
  };
  const onPostgres = postgres
    ? settled(suite(`${REPORTS}/jest-api-postgres.json`, TEST_DATABASE_URL, `${REPORTS}/api-postgres.log`)())
    : null;
  await step('API tests on PGlite', suite(`${REPORTS}/jest-api-pglite.json`, ''), () => jestReport(`${REPORTS}/jest-api-pglite.json`));

  if (onPostgres) {
    await step(
      `API tests on PostgreSQL (${TEST_DATABASE_URL}), beside PGlite's`,
      async () => {
        const outcome = await onPostgres;
        console.log(await readFile(`${REPORTS}/api-postgres.log`, 'utf8').catch(() => ''));
        if (outcome.error) throw outcome.error;
      },
      () => jestReport(`${REPORTS}/jest-api-postgres.json`),
    );
  } else if (process.env.CI === 'true') {
    await step('API tests on PostgreSQL', () => {
      throw new Error(`No PostgreSQL answers at ${TEST_DATABASE_URL}; CI requires it (set TEST_DATABASE_URL).`);
    });
  } else {
    console.log(`\nNOTICE: no PostgreSQL answers at ${TEST_DATABASE_URL}: the API suite ran on PGlite only.`);
  }
}

/** A promise that always resolves, with the error it would have rejected with: awaited later, never unhandled. */
const settled = (promise: Promise<void>) =>
  promise.then(
    () => ({ error: null }),
    (error: unknown) => ({ error }),
  );

/** Prints one line per step, the tests that failed or needed a retry, and the total; returns the exit code. */
function summary(): number {
  console.log('\n=== Summary');
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const { name, outcome, seconds, report } of results) {
    const counts = report?.counts;
    const detail = counts ? ` (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped)` : '';
    console.log(`${outcome.padEnd(4)} ${name}${detail} ${seconds.toFixed(0)} s`);
    for (const test of report?.failed ?? []) console.log(`       failed: ${test}`);
    for (const test of report?.flaky ?? []) console.log(`       passed on its retry: ${test}`);
    if (counts) for (const key of ['passed', 'failed', 'skipped'] as const) total[key] += counts[key];
    if (outcome === 'FAIL' && (!counts || counts.failed === 0)) total.failed += 1; // a step that failed without a test failing
  }
  console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return results.every((result) => result.outcome !== 'FAIL') && total.passed > 0 ? 0 : 1;
}

async function recordTiming(code: number) {
  const timing = {
    date: new Date().toISOString(),
    node: process.version,
    ci: process.env.CI === 'true',
    passed: code === 0,
    seconds: Math.round((Date.now() - runStarted) / 1000),
    steps: results.map(({ name, outcome, seconds }) => ({ name, ok: outcome !== 'FAIL', seconds: Math.round(seconds) })),
  };
  await mkdir('.bench', { recursive: true });
  await writeFile(TIMING_REPORT, `${JSON.stringify(timing, null, 2)}\n`);
  return code;
}

main()
  .catch(async (error: unknown) => {
    console.error(`npm test could not finish: ${error instanceof Error ? error.message : String(error)}`);
    results.push({ name: 'test run', outcome: 'FAIL', seconds: 0, report: null });
    await stopAll();
  })
  .then(() => recordTiming(summary()))
  .then((code) => process.exit(code));
