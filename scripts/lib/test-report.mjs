// Reads the JSON reports of Jest and Playwright so `npm test` can print one honest total.
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';

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

/** One Playwright JSON report from several runs of the suite: their tests and counts together. */
export async function mergePlaywrightReports(paths, out) {
  const reports = paths.map(readJson).filter(Boolean);
  const stats = {};
  for (const { stats: counts = {} } of reports) {
    for (const [key, value] of Object.entries(counts)) if (typeof value === 'number') stats[key] = (stats[key] ?? 0) + value;
  }
  const merged = { stats, suites: reports.flatMap((report) => report.suites ?? []), errors: reports.flatMap((report) => report.errors ?? []) };
  await writeFile(out, JSON.stringify(merged, null, 2));
}
