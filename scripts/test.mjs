// `npm test`: every test, unit to browser. Lint, type-check, unit tests, the API suite against
// PGlite and PostgreSQL (the real Auth emulator for identity), then Chromium against the built app.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { E2E_REPORT, startE2eStack, runPlaywright } from './e2e.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { assertPortsFree, stackPorts } from './lib/ports.mjs';
import { readWebConfig } from './lib/web-config.mjs';
import { startAuthEmulator } from './lib/emulator.mjs';
import { TEST_DATABASE_URL, postgresAnswers } from './lib/postgres.mjs';
import { run, stopAll } from './lib/processes.mjs';
import { jestCounts, nodeTestCounts, playwrightCounts } from './lib/test-report.mjs';

const REPORTS = 'test-results';
// How long this run took, step by step, for `npm run bench`'s developer-loop table (bench/dev-loop.mjs).
const TIMING_REPORT = '.bench/npm-test.json';
const runStarted = Date.now();
const results = [];

async function step(name, action, counts) {
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
  results.push({ name, ok, seconds: (Date.now() - started) / 1000, counts: counts?.() ?? null });
}

const nx = (target) => run('npx', ['--no-install', 'nx', 'run-many', '-t', target, '--output-style=static'], { label: target });
/** node:test files, one at a time, with the spec reporter on screen and the counts in `report`. */
const nodeTests = (files, report) =>
  run('node', ['--test', '--test-concurrency=1', '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=./scripts/lib/count-reporter.mjs', `--test-reporter-destination=${report}`, ...files], { label: 'node tests' });
const jest = (args, env = {}) => run('npx', ['--no-install', 'jest', ...args], { label: 'jest', env });

async function main() {
  await rm(REPORTS, { recursive: true, force: true });
  await mkdir(REPORTS, { recursive: true });
  const chromium = ensureChromium();
  // The browser tests need the app's ports: say so now rather than after ten minutes of tests.
  await assertPortsFree(stackPorts(readWebConfig()));

  await step('Lint (ESLint + Nx module boundaries)', () => run('npm', ['run', 'lint', '--silent'], { label: 'lint' }));
  await step('Type-check', () => nx('typecheck'));
  await step('Shared library versions (a changed library has a new version)', () =>
    run('npm', ['run', '--silent', 'lib:version', '--', '--check'], { label: 'lib:version' }));
  await step('Unit tests: contracts, libs, web apps', () =>
    jest(['-c', 'jest.config.js', '--ci', '--json', `--outputFile=${REPORTS}/jest-web.json`]),
    () => jestCounts(`${REPORTS}/jest-web.json`));
  await step('Script units (first paint, route preload, security headers, dependency checks)', () =>
    nodeTests(['scripts/tests/first-paint.test.mjs', 'scripts/tests/route-preload.test.mjs', 'scripts/tests/security-headers.test.mjs',
      'scripts/tests/check-deps.test.mjs'],
      `${REPORTS}/web-server.json`),
    () => nodeTestCounts(`${REPORTS}/web-server.json`));
  await step('Build (production)', () => nx('build'));
  // After the build: the release checks import the compiled contracts (libs/contracts/dist).
  await step('Release units (checks, rollback target, release serving)', () =>
    nodeTests(['scripts/tests/release.test.mjs'], `${REPORTS}/release.json`), () => nodeTestCounts(`${REPORTS}/release.json`));
  await step('The API against every remote users can load (npm run api:check-remotes)', () =>
    run('npm', ['run', '--silent', 'api:check-remotes'], { label: 'api:check-remotes' }));

  const emulator = await startAuthEmulator();
  const apiEnv = { FIREBASE_AUTH_EMULATOR_HOST: emulator.host };
  const apiSuite = (report, env) => () =>
    run('npm', ['run', 'test:jest', '-w', '@studyhub/api', '--', '--ci', '--json', `--outputFile=${process.cwd()}/${report}`], {
      label: 'API tests',
      env: { ...apiEnv, ...env },
    });
  await step('API tests on PGlite', apiSuite(`${REPORTS}/jest-api-pglite.json`, { DATABASE_URL: '' }),
    () => jestCounts(`${REPORTS}/jest-api-pglite.json`));

  if (await postgresAnswers()) {
    await step(`API tests on PostgreSQL (${TEST_DATABASE_URL})`, apiSuite(`${REPORTS}/jest-api-postgres.json`, { DATABASE_URL: TEST_DATABASE_URL }),
      () => jestCounts(`${REPORTS}/jest-api-postgres.json`));
  } else if (process.env.CI === 'true') {
    await step('API tests on PostgreSQL', () => {
      throw new Error(`No PostgreSQL answers at ${TEST_DATABASE_URL}; CI requires it (set TEST_DATABASE_URL).`);
    });
  } else {
    console.log(`\nNOTICE: no PostgreSQL answers at ${TEST_DATABASE_URL}: the API suite ran on PGlite only.`);
  }

  await step(`Browser tests (Chromium: ${chromium})`, async () => {
    const stack = await startE2eStack(emulator);
    try {
      return await runPlaywright();
    } finally {
      await stack.stop();
    }
  }, () => playwrightCounts(E2E_REPORT));
  await stopAll();

  // Last, as it needs the app's ports and the emulator's to itself.
  await step('npm start lifecycle (start, lock, Ctrl-C, restart, bad config)', () =>
    nodeTests(['scripts/tests/start.test.mjs'], `${REPORTS}/start.json`),
  () => nodeTestCounts(`${REPORTS}/start.json`));
  await step('npm run dev (mf-grading in rsbuild dev, rebuilt after an edit, Ctrl-C)', () =>
    nodeTests(['scripts/tests/dev.test.mjs'], `${REPORTS}/dev.json`),
  () => nodeTestCounts(`${REPORTS}/dev.json`));
}

function summary() {
  console.log('\n=== Summary');
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const { name, ok, seconds, counts } of results) {
    const detail = counts ? ` (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped)` : '';
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail} ${seconds.toFixed(0)} s`);
    if (counts) for (const key of Object.keys(total)) total[key] += counts[key];
    if (!ok && (!counts || counts.failed === 0)) total.failed += 1; // a step that failed without a test failing
  }
  console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return results.every((result) => result.ok) && total.passed > 0 ? 0 : 1;
}

async function recordTiming(code) {
  const timing = {
    date: new Date().toISOString(),
    node: process.version,
    ci: process.env.CI === 'true',
    passed: code === 0,
    seconds: Math.round((Date.now() - runStarted) / 1000),
    steps: results.map(({ name, ok, seconds }) => ({ name, ok, seconds: Math.round(seconds) })),
  };
  await mkdir('.bench', { recursive: true });
  await writeFile(TIMING_REPORT, `${JSON.stringify(timing, null, 2)}\n`);
  return code;
}

main()
  .catch(async (error) => {
    console.error(`npm test could not finish: ${error instanceof Error ? error.message : String(error)}`);
    results.push({ name: 'test run', ok: false, seconds: 0, counts: null });
    await stopAll();
  })
  .then(() => recordTiming(summary()))
  .then((code) => process.exit(code));
