// A benchmark's own PostgreSQL database: created next to BENCH_DATABASE_URL's (the shared `test`
// database by default, which is never written to) and dropped afterwards, so a run can seed what it
// likes and never meets another run's rows or real data.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One statement on the admin database, on a connection of its own. */
export async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops it even while connections are open (a crashed API's, say). */
  drop(): Promise<void>;
}

export async function scratchDatabase(): Promise<ScratchDatabase> {
  const name = `studyhub_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Runs `use` on a scratch database seeded with `seed` (SQL statements, timed and reported with
 * `scale`), then drops it, also when `use` fails.
 */
export async function withSeededDatabase(
  seed: string[],
  { scale, say }: { scale: object; say: (line: string) => void },
  use: (handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const scratch = await scratchDatabase();
  const handle = await openDatabase({ driver: 'postgres', url: scratch.url });
  try {
    const seeding = performance.now();
    for (const statement of seed) await handle.db.execute(sql.raw(statement));
    say(`Seeded in ${Math.round(performance.now() - seeding)} ms: ${JSON.stringify(scale)}`);
    await use(handle);
  } finally {
    await handle.close();
    await scratch.drop();
  }
}
