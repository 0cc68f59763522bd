import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
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
