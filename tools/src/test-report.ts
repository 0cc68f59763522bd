// Reads the JSON reports of Jest, Playwright and node:test so `npm test` can print one honest total
// and, at the end where a CI log's tail shows it, the name of every test that failed.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** What a step's report says: its counts, the tests that failed, and those that passed only on a retry. */
export interface StepReport {
  counts: Counts;
  failed: string[];
  flaky: string[];
}

function readJson<T>(path: string): T | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

/** The fields `jest --json` writes that the summary reads. */
interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numRuntimeErrorTestSuites?: number;
  testResults: {
    name: string;
    status: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}

export function jestReport(path: string): StepReport | null {
  const report = readJson<JestReport>(path);
  if (!report) return null;
  const failed = report.testResults.flatMap((file) => {
    const where = relative(process.cwd(), file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${where} › ${test.fullName}`);
    // A file that failed before any test ran (it did not compile, a hook threw) has no failed test.
    return tests.length === 0 && file.status === 'failed' ? [`${where} (the file did not run)`] : tests;
  });
  return {
    counts: {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
      skipped: report.numPendingTests + report.numTodoTests,
    },
    failed,
    flaky: [],
  };
}

/** The fields of Playwright's JSON reporter that the summary reads (suites nest by describe). */
interface PlaywrightSuite {
  title: string;
  file: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { status: 'expected' | 'unexpected' | 'flaky' | 'skipped' }[] }[];
}

interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  suites?: PlaywrightSuite[];
}

function playwrightTests(suite: PlaywrightSuite, titles: string[] = []): { name: string; status: string }[] {
  // The top suite's title is the file; describe blocks below it add theirs.
  const path = titles.length === 0 ? [suite.file] : [...titles, suite.title];
  return [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.map((test) => ({ name: [...path, spec.title].join(' › '), status: test.status }))),
    ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, path)),
  ];
}

export function playwrightReport(path: string): StepReport | null {
  const report = readJson<PlaywrightReport>(path);
  if (!report) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  const tests = (report.suites ?? []).flatMap((suite) => playwrightTests(suite));
  const named = (status: string) => tests.filter((test) => test.status === status).map((test) => test.name);
  return { counts: { passed: expected + flaky, failed: unexpected, skipped }, failed: named('unexpected'), flaky: named('flaky') };
}

/** tools/src/lib/count-reporter.ts writes counts only; node:test's spec reporter names a failure above. */
export function nodeTestReport(path: string): StepReport | null {
  const counts = readJson<Counts>(path);
  return counts && { counts, failed: [], flaky: [] };
}
