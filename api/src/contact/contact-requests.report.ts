import { desc } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { contactRequests } from '../db/schema.js';

export type ContactRequestRow = typeof contactRequests.$inferSelect;

/** The newest `limit` requests, newest first (what `npm run contact-requests` prints). */
export function readContactRequests(db: Database, limit: number): Promise<ContactRequestRow[]> {
  return db.select().from(contactRequests).orderBy(desc(contactRequests.createdAt), desc(contactRequests.id)).limit(limit);
}

/** One block per request, as an operator reads them in a terminal before answering by email. */
export function formatContactRequests(rows: ContactRequestRow[]): string {
  if (rows.length === 0) return 'No contact requests yet.\n';
  return rows
    .map(
      (row) =>
        `${row.createdAt.toISOString()}  ${row.name} <${row.email}>  ${row.phone}\n  ${row.subject}\n  ${row.request.replace(/\n/g, '\n  ')}\n`,
    )
    .join('\n');
}
