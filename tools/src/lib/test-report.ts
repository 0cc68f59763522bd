import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';

/** The parts of a Playwright JSON report that are merged; the rest of each report is left out. */
interface PlaywrightReport {
  stats?: Record<string, unknown>;
  suites?: unknown[];
  errors?: unknown[];
}

function readJson(path: string): PlaywrightReport | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as PlaywrightReport) : null;
}

/** One Playwright JSON report from several runs of the suite: their tests and counts together. */
export async function mergePlaywrightReports(paths: string[], out: string): Promise<void> {
  const reports = paths.map(readJson).filter((report): report is PlaywrightReport => Boolean(report));
  const stats: Record<string, number> = {};
  for (const { stats: counts = {} } of reports) {
    for (const [key, value] of Object.entries(counts)) if (typeof value === 'number') stats[key] = (stats[key] ?? 0) + value;
  }
  const merged = {
    stats,
    suites: reports.flatMap((report) => report.suites ?? []),
    errors: reports.flatMap((report) => report.errors ?? []),
  };
  await writeFile(out, JSON.stringify(merged, null, 2));
}
