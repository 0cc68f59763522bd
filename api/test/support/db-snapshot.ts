// What every table holds, to prove a refused request changed nothing.
import { asc } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { assignments, contactRequests, submissions } from '../../src/db/schema.js';

export interface Snapshot {
  assignments: unknown[];
  submissions: unknown[];
  contactRequests: unknown[];
}

/** Every row of every table, in id order (dates as ISO strings, so snapshots compare with toEqual). */
export async function snapshot(db: Database): Promise<Snapshot> {
  const [assignmentRows, submissionRows, contactRows] = await Promise.all([
    db.select().from(assignments).orderBy(asc(assignments.id)),
    db.select().from(submissions).orderBy(asc(submissions.id)),
    db.select().from(contactRequests).orderBy(asc(contactRequests.id)),
  ]);
  return JSON.parse(JSON.stringify({ assignments: assignmentRows, submissions: submissionRows, contactRequests: contactRows })) as Snapshot;
}

/** The same facts as one string, cheap enough to read after every fuzzed request. */
export async function fingerprint(db: Database): Promise<string> {
  return JSON.stringify(await snapshot(db));
}
