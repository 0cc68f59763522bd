// Live events travel through the database: a write publishes with pg_notify inside its own
// transaction, so an event goes out only if, and when, the write commits; every API process
// LISTENs on the channel and hands each event to the streams it holds (live-hub.ts). On PGlite
// that is this one process; on PostgreSQL, every replica.
import type { LiveEvent } from '@studyhub/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

export const LIVE_CHANNEL = 'studyhub_live';

/** Who an event is for: one account (`to`), or everyone who may see `groupId`'s work (null: public). */
export type BusMessage =
  | { to: string; event: LiveEvent; id?: string }
  | { groupId: string | null; event: LiveEvent }
  /** Not for browsers: `uid`'s group memberships changed, so the hub reads them again. */
  | { membership: string };

/** A transaction, or the database itself for a single statement. */
type Executor = Pick<Database, 'execute'>;

/**
 * Publishes `messages` in one statement, in order. NOTIFY's payload must stay under 8000 bytes; the
 * events are small (a title, a name, ids).
 */
export async function publish(tx: Executor, ...messages: BusMessage[]): Promise<void> {
  const calls = messages.map((message) => sql`pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);
  if (calls.length) await tx.execute(sql`SELECT ${sql.join(calls, sql`, `)}`);
}
