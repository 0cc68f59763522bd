import { Inject, Injectable } from '@nestjs/common';
import type { Progress } from '@studyhub/contracts';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { DATABASE, type Database } from '../db/database.js';
import { assignments, submissions } from '../db/schema.js';

const isPending = sql`${submissions.status} = 'pending'`;
const isCompleted = sql`${submissions.status} = 'completed'`;
const isWithdrawn = sql`${submissions.status} = 'withdrawn'`;
// Per-row arithmetic is most of the cost on 20k rows, so it stays in integers and intervals where
// it can: ten float filters (one per bucket) made one pass 3x slower than counting the rows.
/** A graded row's percentage (an assignment's total is at least 1). */
const percent = sql`${submissions.obtainedMarks}::float8 * 100 / ${submissions.marks}`;
/** 0-9 % is bucket 0, ..., 90-100 % bucket 9 (full marks join the top bucket): floor(percent / 10) in integers. */
const bucket = sql<number>`least(${submissions.obtainedMarks} * 10 / ${submissions.marks}, 9)`;
/** From the last (re)submission or reopening to the grade: both stamp updated_at. */
const wait = sql`${submissions.markedAt} - ${submissions.updatedAt}`;

// count(*) is a bigint (a string from node-postgres); a dashboard's counts fit an int.
const countOf = (condition?: SQL) => sql<number>`(count(*)${condition ? sql` filter (where ${condition})` : sql``})::int`;
const oneDecimal = (value: SQL) => sql<number | null>`round((${value})::numeric, 1)::float8`;
/** The median wait (an interval, sorted as one) in hours. */
const medianHours = (condition?: SQL) =>
  oneDecimal(
    sql`date_part('epoch', percentile_cont(0.5) within group (order by ${wait})${condition ? sql` filter (where ${condition})` : sql``}) / 3600`,
  );
const BUCKETS = 10;
const MONTHS = 12;
const TOP = 10;

/**
 * Every figure of the dashboard as aggregates the database computes; nothing is read row by row.
 * The student's side reads the caller's submissions (submissions_submitter_figures_idx), the
 * author's the submissions of the caller's assignments (assignments_owner_idx, then
 * submissions_assignment_idx); both indexes hold every column read, so no table row is visited.
 * Five statements run side by side on the pool: one snapshot for all of them (a read-only
 * transaction) ran them one after another, 2.5x slower on 100k rows. The counts that must add up
 * (submitted = pending + graded + withdrawn; received and pending) each come from one statement.
 */
@Injectable()
export class ProgressRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** `group`: that group's work only (the caller's membership was checked). */
  async progress(uid: string, group?: string): Promise<Progress> {
    const mine = and(eq(submissions.submitterUid, uid), group ? eq(submissions.groupId, group) : undefined)!;
    const owned = and(eq(assignments.ownerUid, uid), group ? eq(assignments.groupId, group) : undefined)!;
    const [studentTotals, byMonth, authorTotals, distribution, medianGradeHours] = await Promise.all([
      this.studentTotals(mine),
      this.byMonth(mine),
      this.authorTotals(owned),
      this.distribution(owned),
      this.medianGradeHours(owned),
    ]);
    return { student: { ...studentTotals, byMonth }, author: { ...authorTotals, distribution, medianGradeHours } };
  }

  private async studentTotals(mine: SQL) {
    const [totals] = await this.db
      .select({
        submitted: countOf(),
        pending: countOf(isPending),
        graded: countOf(isCompleted),
        withdrawn: countOf(isWithdrawn),
        averagePercent: oneDecimal(sql`avg(${percent}) filter (where ${isCompleted})`),
        medianWaitHours: medianHours(isCompleted),
      })
      .from(submissions)
      .where(mine);
    return totals;
  }

  /** The last months with a grade, oldest first. */
  private async byMonth(mine: SQL): Promise<Progress['student']['byMonth']> {
    const month = sql<string>`to_char(date_trunc('month', ${submissions.markedAt} at time zone 'UTC'), 'YYYY-MM')`;
    const months = await this.db
      .select({ month, graded: countOf(), averagePercent: sql<number>`round(avg(${percent})::numeric, 1)::float8` })
      .from(submissions)
      .where(and(mine, isCompleted))
      .groupBy(month)
      .orderBy(desc(month))
      .limit(MONTHS);
    return months.reverse();
  }

  /**
   * The author's work counted per assignment (a lateral subquery: each assignment's rows come from
   * submissions_assignment_idx alone; a plain join grouped by assignment scanned the whole table),
   * then the top ten and, through window sums taken before the LIMIT, the totals.
   */
  private async authorTotals(owned: SQL): Promise<Pick<Progress['author'], 'assignments' | 'received' | 'pending' | 'top'>> {
    const work = this.db
      .select({
        takers: sql<number>`count(distinct ${submissions.submitterUid})::int`.as('takers'),
        received: countOf().as('received'),
        pending: countOf(isPending).as('pending'),
        graded: countOf(isCompleted).as('graded'),
      })
      .from(submissions)
      .where(eq(submissions.assignmentId, assignments.id))
      .as('work');
    const rows = await this.db
      .select({
        assignmentId: assignments.id,
        title: assignments.title,
        takers: work.takers,
        pending: work.pending,
        graded: work.graded,
        allAssignments: sql<number>`(count(*) over ())::int`,
        allReceived: sql<number>`(sum(${work.received}) over ())::int`,
        allPending: sql<number>`(sum(${work.pending}) over ())::int`,
      })
      .from(assignments)
      .crossJoinLateral(work)
      .where(owned)
      .orderBy(desc(work.takers), desc(assignments.createdAt), asc(assignments.id))
      .limit(TOP);
    const [first] = rows;
    return {
      assignments: first?.allAssignments ?? 0,
      received: first?.allReceived ?? 0,
      pending: first?.allPending ?? 0,
      top: rows.map(({ assignmentId, title, takers, pending, graded }) => ({ assignmentId, title, takers, pending, graded })),
    };
  }

  /** How the author's graded work scored: ten buckets, empty ones included. */
  private async distribution(owned: SQL): Promise<Progress['author']['distribution']> {
    const rows = await this.db
      .select({ bucket, count: countOf() })
      .from(submissions)
      .innerJoin(assignments, eq(submissions.assignmentId, assignments.id))
      .where(and(owned, isCompleted))
      .groupBy(bucket);
    return Array.from({ length: BUCKETS }, (_, i) => ({ from: i * 10, count: rows.find((row) => row.bucket === i)?.count ?? 0 }));
  }

  private async medianGradeHours(owned: SQL): Promise<number | null> {
    const [{ hours }] = await this.db
      .select({ hours: medianHours() })
      .from(submissions)
      .innerJoin(assignments, eq(submissions.assignmentId, assignments.id))
      .where(and(owned, isCompleted));
    return hours;
  }
}
