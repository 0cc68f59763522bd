import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { pageTotal, type PageTotal } from '../db/page-total.js';
import { DATABASE, type Database } from '../db/database.js';
import { assignments, type AssignmentRow } from '../db/schema.js';

type NewAssignment = typeof assignments.$inferInsert;
export type AssignmentFields = Pick<
  NewAssignment,
  'title' | 'description' | 'marks' | 'thumbnailUrl' | 'difficulty' | 'dueDate'
>;

export interface ListFilter {
  difficulty?: AssignmentRow['difficulty'];
  search?: string;
  sort?: 'title' | 'difficulty' | 'marks';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

const SORT_KEYS = {
  title: sql`lower(${assignments.title})`,
  difficulty: assignments.difficulty,
  marks: assignments.marks,
};

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

  async findById(id: string): Promise<AssignmentRow | undefined> {
    const [row] = await this.db.select().from(assignments).where(eq(assignments.id, id));
    return row;
  }

  async create(values: NewAssignment): Promise<AssignmentRow> {
    const [row] = await this.db.insert(assignments).values(values).returning();
    return row;
  }

  /** Updates only when `ownerUid` owns the row: the ownership check and the write are one statement. */
  async updateOwned(id: string, ownerUid: string, fields: AssignmentFields): Promise<AssignmentRow | undefined> {
    const [row] = await this.db
      .update(assignments)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(assignments.id, id), eq(assignments.ownerUid, ownerUid)))
      .returning();
    return row;
  }

  /** Deletes only when owned; submissions keep their copies (ON DELETE SET NULL). */
  async deleteOwned(id: string, ownerUid: string): Promise<boolean> {
    const rows = await this.db
      .delete(assignments)
      .where(and(eq(assignments.id, id), eq(assignments.ownerUid, ownerUid)))
      .returning({ id: assignments.id });
    return rows.length > 0;
  }
}
