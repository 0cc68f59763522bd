// The databases the chaos run works on: a scratch PostgreSQL database of its own (created and
// dropped here, never the shared `test` database), and direct access through the API's own
// database module for seeding and for the "nothing half-written" checks.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEST_DATABASE_URL } from '../lib/postgres.js';
import { loadApi, type DatabaseConfig, type RawResult } from '../lib/api-build.js';

const admin = async <T>(body: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end().catch(() => undefined);
  }
};

const created = new Set<string>();

/** A scratch database: its name, its URL, and where its server listens. */
export interface ScratchDatabase {
  name: string;
  url: string;
  host: string;
  port: number;
}

export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `studyhub_chaos_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  created.add(name);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), host: url.hostname, port: Number(url.port || 5432) };
}

/** Drops every database this run created (on success, failure and Ctrl-C alike). */
export async function dropScratchDatabases(): Promise<void> {
  for (const name of created) {
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch((error: Error) =>
      console.error(`Could not drop scratch database ${name}: ${error.message}`),
    );
    created.delete(name);
  }
}

/** What an administrator's `pg_terminate_backend` does to the API: its sessions die (57P01). */
export const terminateBackends = (name: string): Promise<number> =>
  admin((client) =>
    client.query<{ n: number }>(
      'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    ),
  ).then((result) => result.rows[0].n);

/** Runs one SQL text; `Row`: the shape the caller expects of its rows (not checked). */
export type Execute = <Row = Record<string, unknown>>(text: string) => Promise<Row[]>;

/** Runs `body(execute)` on the database through the API's own module (PGlite lock included). */
export async function withDatabase<T>(config: DatabaseConfig, body: (execute: Execute) => Promise<T>): Promise<T> {
  const { openDatabase } = await loadApi();
  const { sql } = await import('drizzle-orm');
  const handle = await openDatabase(config);
  try {
    const execute: Execute = async <Row>(text: string) => {
      const result = (await handle.db.execute(sql.raw(text))) as RawResult<Row>;
      return result.rows ?? (result as Row[]);
    };
    return await body(execute);
  } finally {
    await handle.close();
  }
}

/** Rows that a torn or half-applied write would leave; every count must be 0. */
export const HALF_WRITTEN_CHECKS = {
  'submission without its assignment': 'SELECT count(*)::int AS n FROM submissions WHERE assignment_id IS NULL',
  'submission whose copied title/marks differ from its assignment':
    'SELECT count(*)::int AS n FROM submissions s JOIN assignments a ON a.id = s.assignment_id WHERE s.title <> a.title OR s.marks <> a.marks',
  'completed submission without marks, marker or time':
    "SELECT count(*)::int AS n FROM submissions WHERE status = 'completed' AND (obtained_marks IS NULL OR marked_by IS NULL OR marked_at IS NULL)",
  'pending submission with marks':
    "SELECT count(*)::int AS n FROM submissions WHERE status = 'pending' AND (obtained_marks IS NOT NULL OR marked_by IS NOT NULL)",
  'more than one pending submission per user and assignment':
    "SELECT count(*)::int AS n FROM (SELECT 1 FROM submissions WHERE status = 'pending' GROUP BY assignment_id, submitter_uid HAVING count(*) > 1) d",
};

export async function countHalfWritten(execute: Execute): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const [label, query] of Object.entries(HALF_WRITTEN_CHECKS)) found[label] = (await execute<{ n: number }>(query))[0].n;
  return found;
}
