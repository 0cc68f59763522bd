// What both tables hold, to prove a refused request changed nothing.
import { asc } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { assignments, submissions } from '../../src/db/schema.js';

export interface Snapshot {
  assignments: unknown[];
  submissions: unknown[];
}

/** Every row of both tables, in id order (dates as ISO strings, so snapshots compare with toEqual). */
export async function snapshot(db: Database): Promise<Snapshot> {
  const [assignmentRows, submissionRows] = await Promise.all([
    db.select().from(assignments).orderBy(asc(assignments.id)),
    db.select().from(submissions).orderBy(asc(submissions.id)),
  ]);
  return JSON.parse(JSON.stringify({ assignments: assignmentRows, submissions: submissionRows })) as Snapshot;
}

/** The same facts as one string, cheap enough to read after every fuzzed request. */
export async function fingerprint(db: Database): Promise<string> {
  return JSON.stringify(await snapshot(db));
}
