// Phase 4: a long fuzz run against the spawned API, through the fuzzing core of the API suite
// (api/test/support/fuzz; its quick run is api/test/fuzz.spec.ts): `runFuzz({ apiUrl,
// tokens, requests, seed, fingerprint })` sends requests one at a time, checks every answer against
// the contracts and that refused requests change nothing.
//
// Runs on a scratch PostgreSQL database, so "did the database change?" is read beside the API after
// every request: row triggers count every inserted, updated or deleted row (O(1) per read, where
// reading both tables would grow with the run).
import pg from 'pg';
import type { PhaseResult } from './phase.js';
import { importTestSupport } from './test-support.js';

/** api/test/support/fuzz/run-fuzz.ts, FuzzReport: what the phase reads of it. */
interface FuzzReport {
  requests: number;
  byStatus: Record<string, number>;
  fiveXx: number;
  violationCount: number;
  violations: { kind: string; detail: string; method: string; path: string; status: number | null; actor: string; index: number }[];
  ms: number;
}

/** api/test/support/fuzz/run-fuzz.ts, FuzzOptions: what the phase passes. */
interface FuzzOptions {
  apiUrl: string;
  tokens: readonly string[];
  requests: number;
  seed: number;
  fingerprint?: () => Promise<string>;
  onProgress?: (report: FuzzReport) => void;
  progressEvery?: number;
}

interface FuzzModule {
  runFuzz(options: FuzzOptions): Promise<FuzzReport>;
}

export interface FuzzPhaseOptions {
  apiUrl: string;
  databaseUrl: string;
  tokens: string[];
  requests: number;
  seed: number;
}

const COUNT_CHANGES = `
  CREATE TABLE chaos_changes (n bigint NOT NULL);
  INSERT INTO chaos_changes VALUES (0);
  CREATE FUNCTION chaos_count_change() RETURNS trigger LANGUAGE plpgsql AS
    $$ BEGIN UPDATE chaos_changes SET n = n + 1; RETURN NULL; END $$;
  CREATE TRIGGER chaos_assignments_changed AFTER INSERT OR UPDATE OR DELETE ON assignments
    FOR EACH ROW EXECUTE FUNCTION chaos_count_change();
  CREATE TRIGGER chaos_submissions_changed AFTER INSERT OR UPDATE OR DELETE ON submissions
    FOR EACH ROW EXECUTE FUNCTION chaos_count_change();`;

/** `databaseUrl`: the scratch database the API under test uses (already migrated). */
export async function fuzzPhase({ apiUrl, databaseUrl, tokens, requests, seed }: FuzzPhaseOptions): Promise<PhaseResult> {
  const { runFuzz } = await importTestSupport<FuzzModule>('fuzz/index.js');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(COUNT_CHANGES);
    const fingerprint = async () => String((await client.query<{ n: string }>('SELECT n FROM chaos_changes')).rows[0].n);
    const onProgress = (report: FuzzReport) =>
      console.log(
        `  fuzz: ${report.requests} requests, ${report.fiveXx} 5xx, ${report.violationCount} violations, ${Math.round(report.requests / (report.ms / 1000))}/s`,
      );
    const report = await runFuzz({ apiUrl, tokens, requests, seed, fingerprint, onProgress, progressEvery: 10_000 });
    const problems: string[] = [];
    if (report.requests < requests) problems.push(`only ${report.requests} of ${requests} requests were sent`);
    if (report.fiveXx > 0) problems.push(`${report.fiveXx} answers were 5xx`);
    for (const v of report.violations.slice(0, 5))
      problems.push(`violation #${v.index} ${v.kind}: ${v.method} ${v.path} (${v.actor}) -> ${v.status}: ${v.detail.slice(0, 200)}`);
    if (report.violationCount > 5) problems.push(`... ${report.violationCount - 5} more violations`);
    return {
      ok: problems.length === 0 && report.violationCount === 0,
      problems,
      figures: {
        seed,
        requests: report.requests,
        fiveXx: report.fiveXx,
        violations: report.violationCount,
        seconds: Math.round(report.ms / 1000),
        byStatus: report.byStatus,
      },
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}
