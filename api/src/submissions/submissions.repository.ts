import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { isPastDue, type SubmissionStatus } from '@studyhub/contracts';
import { and, asc, count, desc, eq, gte, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { pageTotal, type PageTotal, type Paging } from '../db/page-total.js';
import { DATABASE, type Database } from '../db/database.js';
import { assignments, grades, submissions, type SubmissionRow } from '../db/schema.js';
import { visibleTo } from '../groups/membership.js';
import { publish } from '../live/live-bus.js';
import { announceGrade, announceNewWork } from './submission-events.js';

export interface Submitter {
  uid: string;
  email: string;
  name: string;
}

export interface SubmissionPage extends PageTotal {
  rows: SubmissionRow[];
}

/**
 * `inserted`: a new row; otherwise the caller's pending row for the assignment was updated.
 * `own`: nothing was written, the assignment is the caller's own.
 */
export type Submitted = { row: SubmissionRow; inserted: boolean } | { own: true };

const isPending = sql`${submissions.status} = 'pending'`;
const MAX_SUBMIT_ATTEMPTS = 3;

@Injectable()
export class SubmissionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * One pending submission per user per assignment, race-safe: the insert and the "replace the link
   * and notes of my pending one" are one statement against submissions_one_pending_idx. Title and
   * total marks are copied from the assignment at first submit. FOR SHARE keeps the assignment from
   * being deleted between the read and the write. Undefined: no such assignment, or it is a group's
   * the submitter is not in.
   */
  submit(assignmentId: string, who: Submitter, link: string, notes: string): Promise<Submitted | undefined> {
    return this.db.transaction(async (tx) => {
      const [assignment] = await tx
        .select({
          title: assignments.title,
          marks: assignments.marks,
          dueDate: assignments.dueDate,
          ownerUid: assignments.ownerUid,
          anonymous: assignments.anonymous,
          groupId: assignments.groupId,
        })
        .from(assignments)
        .where(and(eq(assignments.id, assignmentId), visibleTo(tx, assignments.groupId, who.uid)))
        .for('share');
      if (!assignment) return undefined;
      if (assignment.ownerUid === who.uid) return { own: true as const };
      const now = new Date();
      const late = isPastDue(assignment.dueDate, now);
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
            late,
            anonymous: assignment.anonymous,
            groupId: assignment.groupId,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [submissions.assignmentId, submissions.submitterUid],
            targetWhere: isPending,
            set: { googleDocsLink: link, notes, late, updatedAt: now },
            // A row marked meanwhile keeps the link and notes it was graded on.
            setWhere: isPending,
          })
          .returning();
      // No row back: the conflicting row was marked under us (the setWhere guard). It has left the
      // partial index, so trying again inserts.
      for (let attempt = 1; ; attempt += 1) {
        const [row] = await upsert();
        if (row && row.id === id) await announceNewWork(tx, row, assignment.ownerUid);
        if (row) return { row, inserted: row.id === id };
        if (attempt === MAX_SUBMIT_ATTEMPTS) throw new Error('Submit kept meeting a submission being marked.');
      }
    });
  }

  findById(id: string): Promise<SubmissionRow | undefined> {
    return this.db
      .select()
      .from(submissions)
      .where(eq(submissions.id, id))
      .then(([row]) => row);
  }

  /** The caller's own, newest first; with `assignmentId` only those for that assignment. */
  listBySubmitter(uid: string, paging: Paging, assignmentId?: string): Promise<SubmissionPage> {
    const where = and(eq(submissions.submitterUid, uid), assignmentId ? eq(submissions.assignmentId, assignmentId) : undefined)!;
    return this.page(where, [desc(submissions.createdAt), desc(submissions.id)], paging);
  }

  /**
   * The queue as `uid` sees it: their own waiting work first (they cannot mark it, but a student
   * who has just submitted finds it at once), then everyone else's oldest first, so nobody's work
   * waits forever. Two indexed queries, not one sorted on an expression, so a deep queue still
   * pages by index: a user has at most one pending row per assignment, so the first part is short.
   * Without `group`: public work and that of `uid`'s groups; with it, that group's only (the
   * caller's membership was checked).
   */
  async listPending(uid: string, paging: Paging, group?: string): Promise<SubmissionPage> {
    const oldestFirst = [asc(submissions.createdAt), asc(submissions.id)];
    const inScope = group ? eq(submissions.groupId, group) : visibleTo(this.db, submissions.groupId, uid);
    const own = await this.db
      .select()
      .from(submissions)
      .where(and(isPending, eq(submissions.submitterUid, uid), inScope))
      .orderBy(...oldestFirst);
    const ownPart = own.slice(paging.offset, paging.offset + paging.limit);
    const othersPaging = {
      offset: Math.max(0, paging.offset - own.length),
      limit: paging.limit - ownPart.length,
    };
    const others = await this.page(and(isPending, ne(submissions.submitterUid, uid), inScope)!, oldestFirst, othersPaging);
    return { rows: [...ownPart, ...others.rows], total: own.length + others.total, exact: others.exact };
  }

  /** An assignment's work for its author: waiting first (enum order), newest first within. */
  listForAssignment(assignmentId: string, status: SubmissionStatus | undefined, paging: Paging): Promise<SubmissionPage> {
    const where = and(eq(submissions.assignmentId, assignmentId), status ? eq(submissions.status, status) : undefined)!;
    return this.page(where, [asc(submissions.status), desc(submissions.createdAt), desc(submissions.id)], paging);
  }

  /** How many of an assignment's submissions wait and how many were graded. */
  async countsForAssignment(assignmentId: string): Promise<{ pending: number; completed: number }> {
    const rows = await this.db
      .select({ status: submissions.status, n: count() })
      .from(submissions)
      .where(eq(submissions.assignmentId, assignmentId))
      .groupBy(submissions.status);
    const of = (status: SubmissionStatus) => rows.find((row) => row.status === status)?.n ?? 0;
    return { pending: of('pending'), completed: of('completed') };
  }

  /** The owner's uid of an assignment `uid` may see, or undefined when there is none. */
  async assignmentOwner(assignmentId: string, uid: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ ownerUid: assignments.ownerUid })
      .from(assignments)
      .where(and(eq(assignments.id, assignmentId), visibleTo(this.db, assignments.groupId, uid)));
    return row?.ownerUid;
  }

  /** The submission, when `uid` may see it (public work, or work of one of their groups). */
  findVisible(id: string, uid: string): Promise<SubmissionRow | undefined> {
    return this.db
      .select()
      .from(submissions)
      .where(and(eq(submissions.id, id), visibleTo(this.db, submissions.groupId, uid)))
      .then(([row]) => row);
  }

  /** Removes the caller's own submission while it waits (one statement: a mark racing it wins or loses whole). */
  withdrawIfAllowed(id: string, uid: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(submissions)
        .where(and(eq(submissions.id, id), eq(submissions.submitterUid, uid), isPending))
        .returning({ id: submissions.id, groupId: submissions.groupId });
      if (row)
        await publish(tx, { groupId: row.groupId, event: { type: 'queue', change: 'left', submissionId: row.id, groupId: row.groupId } });
      return row !== undefined;
    });
  }

  /** `id` ends every order, so pages never repeat or skip a row. */
  private async page(where: SQL, orderBy: SQL[], paging: Paging): Promise<SubmissionPage> {
    const rows =
      paging.limit === 0
        ? []
        : await this.db
            .select()
            .from(submissions)
            .where(where)
            .orderBy(...orderBy)
            .limit(paging.limit)
            .offset(paging.offset);
    return { rows, ...(await pageTotal(this.db, submissions, where, paging, rows.length)) };
  }

  /**
   * Every marking rule in one conditional UPDATE, so concurrent markers cannot both win: still
   * pending, not the marker's own, within the total, not graded by this marker before (a
   * reopened submission goes to someone new), and public or of a group the marker is in. The grade joins the history in the same
   * transaction. Undefined: some rule failed.
   */
  async markIfAllowed(id: string, marker: { uid: string; name: string }, obtainedMarks: number, feedback: string) {
    return this.db.transaction(async (tx) => {
      const gradedBefore = tx
        .select({ one: sql`1` })
        .from(grades)
        .where(and(eq(grades.submissionId, submissions.id), eq(grades.markerUid, marker.uid)));
      const [row] = await tx
        .update(submissions)
        .set({ status: 'completed', obtainedMarks, feedback, markedBy: marker.uid, markedAt: new Date(), regradeStatus: null })
        .where(
          and(
            eq(submissions.id, id),
            eq(submissions.status, 'pending'),
            ne(submissions.submitterUid, marker.uid),
            gte(submissions.marks, obtainedMarks),
            notExists(gradedBefore),
            visibleTo(tx, submissions.groupId, marker.uid),
          ),
        )
        .returning();
      if (!row) return undefined;
      await tx.insert(grades).values({
        submissionId: row.id,
        markerUid: marker.uid,
        markerName: marker.name,
        obtainedMarks,
        marks: row.marks,
        feedback,
        createdAt: row.markedAt!,
      });
      await announceGrade(tx, row, marker.name);
      return row;
    });
  }

  /** Whether `uid` graded this submission before (to say why a mark was refused). */
  async gradedBy(id: string, uid: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: grades.id })
      .from(grades)
      .where(and(eq(grades.submissionId, id), eq(grades.markerUid, uid)))
      .limit(1);
    return rows.length > 0;
  }
}
