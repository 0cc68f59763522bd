import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq } from 'drizzle-orm';
import { DATABASE, type Database } from '../db/database.js';
import { announceRegradeAnswer, announceRegradeRequest } from './submission-events.js';
import {
  assignments,
  grades,
  regradeRequests,
  submissions,
  type GradeRow,
  type RegradeRequestRow,
  type SubmissionRow,
} from '../db/schema.js';

/** Why a regrade step wrote nothing, for the service to put in words. */
export type RegradeRefusal = 'not-found' | 'not-yours' | 'not-graded' | 'already-requested' | 'no-open-request' | 'pending-exists';

export interface History {
  submission: SubmissionRow;
  /** The assignment's author (undefined once it was deleted): the one who answers requests. */
  ownerUid: string | undefined;
  grades: GradeRow[];
  requests: RegradeRequestRow[];
}

/** PostgreSQL's unique_violation: the student already has another submission waiting. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * A grade's history and its contest, each step one transaction with the submission's row locked,
 * so a request, an answer and a mark never interleave.
 */
@Injectable()
export class RegradesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async history(id: string): Promise<History | undefined> {
    const [found] = await this.db
      .select({ submission: submissions, ownerUid: assignments.ownerUid })
      .from(submissions)
      .leftJoin(assignments, eq(assignments.id, submissions.assignmentId))
      .where(eq(submissions.id, id));
    if (!found) return undefined;
    const [gradeRows, requestRows] = await Promise.all([
      this.db.select().from(grades).where(eq(grades.submissionId, id)).orderBy(asc(grades.createdAt), asc(grades.id)),
      this.db
        .select()
        .from(regradeRequests)
        .where(eq(regradeRequests.submissionId, id))
        .orderBy(asc(regradeRequests.createdAt), asc(regradeRequests.id)),
    ]);
    return { submission: found.submission, ownerUid: found.ownerUid ?? undefined, grades: gradeRows, requests: requestRows };
  }

  /** The student contests the current grade, once per grade (the unique index on grade_id). */
  request(id: string, studentUid: string, reason: string): Promise<RegradeRefusal | undefined> {
    return this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ row: submissions, ownerUid: assignments.ownerUid })
        .from(submissions)
        .leftJoin(assignments, eq(assignments.id, submissions.assignmentId))
        .where(eq(submissions.id, id))
        .for('update', { of: submissions });
      if (!found) return 'not-found';
      const { row, ownerUid } = found;
      if (row.submitterUid !== studentUid) return 'not-yours';
      if (row.status !== 'completed') return 'not-graded';
      const [grade] = await tx
        .select({ id: grades.id })
        .from(grades)
        .where(eq(grades.submissionId, id))
        .orderBy(desc(grades.createdAt), desc(grades.id))
        .limit(1);
      if (!grade) return 'not-graded';
      const inserted = await tx
        .insert(regradeRequests)
        .values({ submissionId: id, gradeId: grade.id, reason })
        .onConflictDoNothing({ target: regradeRequests.gradeId })
        .returning({ id: regradeRequests.id });
      if (inserted.length === 0) return 'already-requested';
      await tx.update(submissions).set({ regradeStatus: 'open' }).where(eq(submissions.id, id));
      // A deleted assignment has no author left to tell (nor to answer).
      if (ownerUid) await announceRegradeRequest(tx, row, ownerUid);
      return undefined;
    });
  }

  /**
   * The author keeps the grade or reopens the work: back in the queue, its grade cleared (the history
   * keeps it), for a marker who has not graded it before. Answers the submission as it now stands.
   */
  answer(
    id: string,
    owner: { uid: string; name: string },
    decision: 'keep' | 'reopen',
    reply: string,
  ): Promise<SubmissionRow | RegradeRefusal> {
    return this.db
      .transaction(async (tx) => {
        const [found] = await tx
          .select({ submission: submissions, ownerUid: assignments.ownerUid })
          .from(submissions)
          .leftJoin(assignments, eq(assignments.id, submissions.assignmentId))
          .where(eq(submissions.id, id))
          .for('update', { of: submissions });
        if (!found) return 'not-found' as const;
        if (found.ownerUid !== owner.uid) return 'not-yours' as const;
        const [open] = await tx
          .update(regradeRequests)
          .set({ status: decision === 'keep' ? 'kept' : 'reopened', reply, resolvedAt: new Date() })
          .where(and(eq(regradeRequests.submissionId, id), eq(regradeRequests.status, 'open')))
          .returning({ id: regradeRequests.id });
        if (!open) return 'no-open-request' as const;
        const reopened = {
          status: 'pending' as const,
          obtainedMarks: null,
          feedback: '',
          markedBy: null,
          markedAt: null,
          updatedAt: new Date(),
        };
        const [row] = await tx
          .update(submissions)
          .set({ regradeStatus: decision === 'keep' ? 'kept' : 'reopened', ...(decision === 'reopen' ? reopened : {}) })
          .where(eq(submissions.id, id))
          .returning();
        await announceRegradeAnswer(tx, row, owner.name, decision);
        return row;
      })
      .catch((error: unknown) => {
        // Reopening met the student's newer waiting submission for the same assignment.
        if (isUniqueViolation(error)) return 'pending-exists' as const;
        throw error;
      });
  }
}
