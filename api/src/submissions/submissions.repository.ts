import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import { pageTotal, type PageTotal, type Paging } from '../db/page-total.js';
import { DATABASE, type Database } from '../db/database.js';
import { assignments, submissions, type SubmissionRow } from '../db/schema.js';

export interface Submitter {
  uid: string;
  email: string;
  name: string;
}

export interface SubmissionPage extends PageTotal {
  rows: SubmissionRow[];
}

/** `inserted`: a new row; otherwise the caller's pending row for the assignment was updated. */
export interface Submitted {
  row: SubmissionRow;
  inserted: boolean;
}

const isPending = sql`${submissions.status} = 'pending'`;
const MAX_SUBMIT_ATTEMPTS = 3;

@Injectable()
export class SubmissionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * One pending submission per user per assignment, race-safe: the insert and the "replace the link
   * and notes of my pending one" are one statement against submissions_one_pending_idx. Title and
   * total marks are copied from the assignment at first submit. FOR SHARE keeps the assignment from
   * being deleted between the read and the write. Undefined: no such assignment.
   */
  submit(assignmentId: string, who: Submitter, link: string, notes: string): Promise<Submitted | undefined> {
    return this.db.transaction(async (tx) => {
      const [assignment] = await tx
        .select({ title: assignments.title, marks: assignments.marks })
        .from(assignments)
        .where(eq(assignments.id, assignmentId))
        .for('share');
      if (!assignment) return undefined;
      // The new row's id is chosen here, so the returned id says which branch ran.
      const id = randomUUID();
      const upsert = () =>
        tx
          .insert(submissions)
          .values({
            id,
            assignmentId,
            title: assignment.title,
            marks: assignment.marks,
            submitterUid: who.uid,
            userEmail: who.email,
            userName: who.name,
            googleDocsLink: link,
            notes,
          })
          .onConflictDoUpdate({
            target: [submissions.assignmentId, submissions.submitterUid],
            targetWhere: isPending,
            set: { googleDocsLink: link, notes },
            // A row marked meanwhile keeps the link and notes it was graded on.
            setWhere: isPending,
          })
          .returning();
      // No row back: the conflicting row was marked under us (the setWhere guard). It has left the
      // partial index, so trying again inserts.
      for (let attempt = 1; ; attempt += 1) {
        const [row] = await upsert();
        if (row) return { row, inserted: row.id === id };
        if (attempt === MAX_SUBMIT_ATTEMPTS) throw new Error('Submit kept meeting a submission being marked.');
      }
    });
  }

  findById(id: string): Promise<SubmissionRow | undefined> {
    return this.db.select().from(submissions).where(eq(submissions.id, id)).then(([row]) => row);
  }

  /** The caller's own, newest first. */
  listBySubmitter(uid: string, paging: Paging): Promise<SubmissionPage> {
    return this.page(eq(submissions.submitterUid, uid), [desc(submissions.createdAt), desc(submissions.id)], paging);
  }

  /** Oldest first: the queue is worked from the front, so nobody's work waits forever. */
  listPending(paging: Paging): Promise<SubmissionPage> {
    return this.page(isPending, [asc(submissions.createdAt), asc(submissions.id)], paging);
  }

  /** `id` ends every order, so pages never repeat or skip a row. */
  private async page(where: SQL, orderBy: SQL[], paging: Paging): Promise<SubmissionPage> {
    const rows = await this.db.select().from(submissions).where(where).orderBy(...orderBy).limit(paging.limit).offset(paging.offset);
    return { rows, ...(await pageTotal(this.db, submissions, where, paging, rows.length)) };
  }

  /**
   * Every marking rule in one conditional UPDATE, so concurrent markers cannot both win:
   * still pending, not the marker's own, and within the total. Undefined: some rule failed.
   */
  async markIfAllowed(id: string, markerUid: string, obtainedMarks: number, feedback: string) {
    const [row] = await this.db
      .update(submissions)
      .set({ status: 'completed', obtainedMarks, feedback, markedBy: markerUid, markedAt: new Date() })
      .where(
        and(
          eq(submissions.id, id),
          eq(submissions.status, 'pending'),
          ne(submissions.submitterUid, markerUid),
          gte(submissions.marks, obtainedMarks),
        ),
      )
      .returning();
    return row as SubmissionRow | undefined;
  }
}
