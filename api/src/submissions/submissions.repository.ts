import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gte, ne } from 'drizzle-orm';
import { DATABASE, type Database } from '../db/database.js';
import { assignments, submissions, type SubmissionRow } from '../db/schema.js';

export interface Submitter {
  uid: string;
  email: string;
  name: string;
}

/** The pending queue is not paged by the spec's client; this bounds one answer. */
export const PENDING_LIMIT = 500;

@Injectable()
export class SubmissionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Copies title and total marks from the assignment at submit time. FOR SHARE keeps the
   * assignment from being deleted between the read and the insert. Undefined: no such assignment.
   */
  submit(assignmentId: string, who: Submitter, link: string, notes: string): Promise<SubmissionRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [assignment] = await tx
        .select({ title: assignments.title, marks: assignments.marks })
        .from(assignments)
        .where(eq(assignments.id, assignmentId))
        .for('share');
      if (!assignment) return undefined;
      const [row] = await tx
        .insert(submissions)
        .values({
          assignmentId,
          title: assignment.title,
          marks: assignment.marks,
          submitterUid: who.uid,
          userEmail: who.email,
          userName: who.name,
          googleDocsLink: link,
          notes,
        })
        .returning();
      return row;
    });
  }

  findById(id: string): Promise<SubmissionRow | undefined> {
    return this.db.select().from(submissions).where(eq(submissions.id, id)).then(([row]) => row);
  }

  /** Newest first. */
  listBySubmitter(uid: string): Promise<SubmissionRow[]> {
    return this.db
      .select()
      .from(submissions)
      .where(eq(submissions.submitterUid, uid))
      .orderBy(desc(submissions.createdAt), desc(submissions.id));
  }

  /** Oldest first: the queue is worked from the front, so nobody's work waits forever. */
  listPending(): Promise<SubmissionRow[]> {
    return this.db
      .select()
      .from(submissions)
      .where(eq(submissions.status, 'pending'))
      .orderBy(asc(submissions.createdAt), asc(submissions.id))
      .limit(PENDING_LIMIT);
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
