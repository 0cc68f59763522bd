// Reads the JSON reports of Jest and Playwright so `npm test` can print one honest total.
import { existsSync, readFileSync } from 'node:fs';

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

export function jestCounts(path) {
  const report = readJson(path);
  if (!report) return null;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

export function playwrightCounts(path) {
  const report = readJson(path);
  if (!report) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  return { passed: expected + flaky, failed: unexpected, skipped };
}

export function nodeTestCounts(path) {
  return readJson(path);
}
