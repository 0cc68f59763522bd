import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, exists, ilike, inArray, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { AssignmentSortField, AssignmentView } from '@studyhub/contracts';
import { pageTotal, type PageTotal } from '../db/page-total.js';
import { DATABASE, type Database } from '../db/database.js';
import { assignments, submissions, type AssignmentRow, type SubmissionRow } from '../db/schema.js';
import { visibleTo } from '../groups/membership.js';

type NewAssignment = typeof assignments.$inferInsert;
export type AssignmentFields = Pick<
  NewAssignment,
  'title' | 'description' | 'marks' | 'thumbnailUrl' | 'difficulty' | 'dueDate' | 'groupId'
>;

export interface ListFilter {
  difficulty?: AssignmentRow['difficulty'];
  search?: string;
  sort?: AssignmentSortField;
  order: 'asc' | 'desc';
  /** One of the caller's own views, with the caller's uid: public work and their groups'. */
  view?: { show: AssignmentView; uid: string };
  /** Only this group's (the caller's membership was checked); without it and `view`, public only. */
  group?: string;
  limit: number;
  offset: number;
}

/** The caller's latest submission per assignment, as lists and details show it. */
export type ViewerSubmissionRow = Pick<
  SubmissionRow,
  'id' | 'assignmentId' | 'status' | 'marks' | 'obtainedMarks' | 'late' | 'createdAt' | 'updatedAt'
>;

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

const SORT_KEYS = {
  title: sql`lower(${assignments.title})`,
  difficulty: assignments.difficulty,
  marks: assignments.marks,
  dueDate: assignments.dueDate,
} satisfies Record<AssignmentSortField, unknown>;

/** A submission of `uid`'s for the row being listed. */
const submittedBy = (db: Database, uid: string, ...more: SQL[]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(submissions)
      .where(and(eq(submissions.assignmentId, assignments.id), ...more, eq(submissions.submitterUid, uid))),
  );

/** The condition of each of the caller's views (ASSIGNMENT_VIEWS). */
function viewCondition(db: Database, { show, uid }: NonNullable<ListFilter['view']>): SQL {
  switch (show) {
    case 'mine':
      return eq(assignments.ownerUid, uid);
    case 'not-taken':
      return and(ne(assignments.ownerUid, uid), not(submittedBy(db, uid)))!;
    case 'to-grade':
      // Someone else's work waits: the pending partial index (assignment_id, submitter_uid) serves it.
      return exists(
        db
          .select({ one: sql`1` })
          .from(submissions)
          .where(and(eq(submissions.assignmentId, assignments.id), eq(submissions.status, 'pending'), ne(submissions.submitterUid, uid))),
      );
  }
}

@Injectable()
export class AssignmentsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async list(filter: ListFilter): Promise<{ rows: AssignmentRow[] } & PageTotal> {
    const conditions: SQL[] = [];
    if (filter.difficulty) conditions.push(eq(assignments.difficulty, filter.difficulty));
    if (filter.search) {
      const pattern = `%${escapeLike(filter.search)}%`;
      conditions.push(or(ilike(assignments.title, pattern), ilike(assignments.description, pattern))!);
    }
    if (filter.view) conditions.push(viewCondition(this.db, filter.view));
    if (filter.group) conditions.push(eq(assignments.groupId, filter.group));
    else conditions.push(visibleTo(this.db, assignments.groupId, filter.view?.uid));
    const where = and(...conditions);
    // The tie-breakers follow the sort direction so one index scan (either way) serves the query.
    const dir = filter.order === 'desc' ? desc : asc;
    const orderBy = filter.sort
      ? [dir(SORT_KEYS[filter.sort]), dir(assignments.createdAt), dir(assignments.id)]
      : [desc(assignments.createdAt), desc(assignments.id)];
    const rows = await this.db
      .select()
      .from(assignments)
      .where(where)
      .orderBy(...orderBy)
      .limit(filter.limit)
      .offset(filter.offset);
    return { rows, ...(await pageTotal(this.db, assignments, where, filter, rows.length)) };
  }

  /** The assignment, when `uid` may see it (public, or in one of their groups). */
  async findVisible(id: string, uid: string | undefined): Promise<AssignmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(assignments)
      .where(and(eq(assignments.id, id), visibleTo(this.db, assignments.groupId, uid)));
    return row;
  }

  async create(values: NewAssignment): Promise<AssignmentRow> {
    const [row] = await this.db.insert(assignments).values(values).returning();
    return row;
  }

  /**
   * Updates only when `ownerUid` owns the row: the ownership check and the write are one statement.
   * Work still waiting follows the new title and total, in the same transaction, so a mark is
   * always checked against the total the assignment has now (an owner who lowers 100 to 10 is not
   * then sent a 90), and the group it moved to; graded work keeps the total it was graded on. An
   * owner no longer in the assignment's group cannot see it, so cannot change it either.
   */
  async updateOwned(id: string, ownerUid: string, fields: AssignmentFields): Promise<AssignmentRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(assignments)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(assignments.id, id), eq(assignments.ownerUid, ownerUid), visibleTo(tx, assignments.groupId, ownerUid)))
        .returning();
      if (row) {
        await tx
          .update(submissions)
          .set({ title: row.title, marks: row.marks, groupId: row.groupId })
          .where(and(eq(submissions.assignmentId, id), eq(submissions.status, 'pending')));
      }
      return row;
    });
  }

  /**
   * Deletes only when owned. Graded submissions keep their copies (ON DELETE SET NULL); waiting ones
   * can no longer be marked, so they leave the queue as `withdrawn` in the same transaction. The
   * row lock makes a concurrent submit (FOR SHARE) wait, so no new work lands on a deleted
   * assignment, and a concurrent mark either wins first or finds the row withdrawn.
   */
  async deleteOwned(id: string, ownerUid: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [owned] = await tx
        .select({ id: assignments.id })
        .from(assignments)
        .where(and(eq(assignments.id, id), eq(assignments.ownerUid, ownerUid), visibleTo(tx, assignments.groupId, ownerUid)))
        .for('update');
      if (!owned) return false;
      await tx
        .update(submissions)
        .set({ status: 'withdrawn', updatedAt: new Date() })
        .where(and(eq(submissions.assignmentId, id), eq(submissions.status, 'pending')));
      await tx.delete(assignments).where(eq(assignments.id, id));
      return true;
    });
  }

  /** `uid`'s latest submission for each of `assignmentIds` (one indexed query for a whole page). */
  async latestSubmissionsOf(uid: string, assignmentIds: string[]): Promise<Map<string, ViewerSubmissionRow>> {
    if (assignmentIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([submissions.assignmentId], {
        id: submissions.id,
        assignmentId: submissions.assignmentId,
        status: submissions.status,
        marks: submissions.marks,
        obtainedMarks: submissions.obtainedMarks,
        late: submissions.late,
        createdAt: submissions.createdAt,
        updatedAt: submissions.updatedAt,
      })
      .from(submissions)
      .where(and(eq(submissions.submitterUid, uid), inArray(submissions.assignmentId, assignmentIds)))
      .orderBy(submissions.assignmentId, desc(submissions.createdAt), desc(submissions.id));
    return new Map(rows.map((row) => [row.assignmentId!, row]));
  }
}
