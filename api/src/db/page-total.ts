import { PAGE } from '@studyhub/contracts';
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';

export interface PageTotal {
  total: number;
  /** False when the count stopped at the cap: `total` is then a lower bound. */
  exact: boolean;
}

export interface Paging {
  limit: number;
  offset: number;
}

/**
 * The total sent with one page of a list (contracts/paging.ts), given how many rows that page
 * served. A page shorter than asked for ends the list, so its total needs no count. Otherwise the
 * matches are counted up to PAGE.countAhead rows past the page: a common search term over a large
 * table stops being counted there, instead of costing more than the page itself.
 */
export async function pageTotal(db: Database, table: PgTable, where: SQL | undefined, paging: Paging, served: number): Promise<PageTotal> {
  const { limit, offset } = paging;
  if (served < limit && (served > 0 || offset === 0)) return { total: offset + served, exact: true };
  const cap = offset + limit + PAGE.countAhead;
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [{ n }] = await db.select({ n: count() }).from(matches);
  return n > cap ? { total: cap, exact: false } : { total: n, exact: true };
}
