// A node-postgres pool that survives the server going away (restart, failover, network cut) and
// recovers by itself when it is back, without restarting the API.
import type pg from 'pg';

type PgModule = typeof pg;

/** A refused or silent server fails a request in this time (a 503) instead of hanging it. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Two node-postgres behaviours would otherwise take the API down on a lost connection:
 * - a client emits `error` when its socket dies; pg-pool listens only while the client is idle,
 *   so a client checked out by a transaction has no listener and the process crashes;
 * - Drizzle's `transaction()` releases its client only after a successful BEGIN, so a client
 *   whose BEGIN fails on a dead socket is never released and its pool slot is lost for good.
 * Hence every client gets a permanent `error` listener that, when the client is checked out,
 * releases it at once with the error (pg-pool then discards it) and makes the owner's later
 * `release()` a no-op.
 */
export function createPool(pgModule: PgModule, connectionString: string, max = 10): pg.Pool {
  const pool = new pgModule.Pool({ connectionString, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client as pg.PoolClient));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      const owned = client as pg.PoolClient;
      if (!checkedOut.has(owned)) return;
      const release = owned.release;
      owned.release = () => undefined;
      release(error);
    });
  });
  // An idle client that died: pg-pool has already dropped it; the next query opens a new one.
  pool.on('error', () => undefined);
  return pool;
}
