// Driver selection: PGlite in a directory (default, zero setup) or PostgreSQL via node-postgres
// when DATABASE_URL is set. Both get the same schema and apply the same migrations folder.
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../config/config.js';
import { lockDataDir, type DirLock } from './pglite-lock.js';
import { createPool } from './postgres-pool.js';
import { listenPostgres } from './postgres-listen.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

/** Stops a `listen`. */
export type Unlisten = () => Promise<void>;

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /**
   * Receives every NOTIFY on `channel`, from this process and any other on the same database.
   * `onLost` runs when notifications may have been missed (the listening connection dropped and
   * came back): callers resynchronise from the tables.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost: () => void): Promise<Unlisten>;
  close(): Promise<void>;
}

export const DATABASE = Symbol('DATABASE');
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; it only has to be the same for every replica of the API.
const MIGRATION_LOCK_KEY = 7_316_104;

export async function openDatabase(config: AppConfig['database']): Promise<DatabaseHandle> {
  const handle = config.driver === 'postgres' ? await openPostgres(config.url) : await openPglite(config.dir);
  // Closing twice (an error path and then a shutdown hook) must be harmless.
  let closing: Promise<void> | undefined;
  return { ...handle, close: () => (closing ??= handle.close()) };
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  const lock: DirLock | null = dir.startsWith('memory://') ? null : lockDataDir(dir);
  try {
    // Loaded on demand (and only here) so a PostgreSQL deployment never pays for the WASM build.
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite(dir, { extensions: { pg_trgm } });
    // PGlite's own start-up queries go through query() too: pace only what comes after.
    await client.waitReady;
    oneQueryPerTurn(client);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      // One process owns a PGlite directory, so NOTIFY reaches only this process, which is all of it.
      listen: (channel, onPayload) => client.listen(channel, onPayload),
      async close() {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * PGlite runs a query synchronously (WASM) and resolves it through microtasks only, so a queue of
 * requests never gives the event loop a turn: sockets go unread (requests and health checks wait
 * unparsed) and SIGTERM was handled 8 s late under a burst of 60 searches. PGlite runs one query
 * at a time anyway; here each waits for the previous one and then for a turn of the event loop
 * (I/O, timers, signals) before it starts.
 */
function oneQueryPerTurn(client: { query: (...args: never[]) => Promise<unknown> }): void {
  const query = client.query.bind(client);
  let previous: Promise<unknown> = Promise.resolve();
  client.query = (...args) => {
    const next = previous.then(() => new Promise((resolve) => setImmediate(resolve))).then(() => query(...args));
    previous = next.catch(() => undefined);
    return next;
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = createPool(pg, url);
  try {
    // Replicas starting together must not apply the same migration twice.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    driver: 'postgres',
    listen: (channel, onPayload, onLost) => listenPostgres(pg, url, channel, onPayload, onLost),
    close: () => pool.end(),
  };
}
