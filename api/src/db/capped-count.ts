import { PAGE } from '@studyhub/contracts';
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';

export interface PageTotal {
  total: number;
  /** False when the count stopped at the cap: `total` is then a lower bound. */
  exact: boolean;
}

/**
 * Matches of `where`, counted up to PAGE.countCap rows past `offset` (contracts/paging.ts): the
 * scan stops there instead of visiting every match of a common search term.
 */
export async function cappedCount(db: Database, table: PgTable, where: SQL | undefined, offset: number): Promise<PageTotal> {
  const cap = offset + PAGE.countCap;
  const matches = db.select({ one: sql`1` }).from(table).where(where).limit(cap + 1).as('matches');
  const [{ n }] = await db.select({ n: count() }).from(matches);
  return n > cap ? { total: cap, exact: false } : { total: n, exact: true };
}
