import { z } from 'zod';
import { groupIdQuery } from './group.schema.js';

/** `group`: figures of one group's work only (members only); without it, all the caller's work. */
export const progressQuerySchema = z.strictObject({ group: groupIdQuery });

/** A percentage (0-100, one decimal), or null when there is nothing to average. */
const percent = z.number().min(0).max(100).nullable();

/** Where the caller stands, as a student and as an author, computed by the database in one call. */
export const progressSchema = z.object({
  student: z.object({
    /** Every submission of the caller's; the three below split it. */
    submitted: z.number().int(),
    pending: z.number().int(),
    graded: z.number().int(),
    /** Waiting when its assignment was deleted: never graded. */
    withdrawn: z.number().int(),
    /** Mean of obtained / total over graded work. */
    averagePercent: percent,
    /** Graded work by the month of its grade (UTC, `YYYY-MM`), oldest first, the last 12 months with any. */
    byMonth: z.array(z.object({ month: z.string(), graded: z.number().int(), averagePercent: z.number() })),
    /** Median hours from (re)submission to grade over graded work. */
    medianWaitHours: z.number().nullable(),
  }),
  author: z.object({
    assignments: z.number().int(),
    /** Submissions received, and those of them still waiting. */
    received: z.number().int(),
    pending: z.number().int(),
    /** The caller's assignments with the most takers first (at most 10). */
    top: z.array(
      z.object({
        assignmentId: z.uuid(),
        title: z.string(),
        takers: z.number().int(),
        pending: z.number().int(),
        graded: z.number().int(),
      }),
    ),
    /** Graded work on the caller's assignments by percentage: ten buckets, 0-9 ... 90-100. */
    distribution: z.array(z.object({ from: z.number().int(), count: z.number().int() })),
    /** Median hours from submission to grade on the caller's assignments. */
    medianGradeHours: z.number().nullable(),
  }),
});
export type Progress = z.infer<typeof progressSchema>;
