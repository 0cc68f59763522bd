// A submission's facts a page needs without validating anything (no zod; api-routes.ts says why).

/**
 * `withdrawn`: its assignment was deleted while it waited, so nobody can mark it any more; its
 * student still sees it, with that reason. A student who withdraws their own pending work removes
 * it instead (nothing was graded, nothing to keep).
 */
export const SUBMISSION_STATUSES = ['pending', 'completed', 'withdrawn'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * A due date names a day, and the day ends last on Earth at UTC-12 ("anywhere on Earth", as
 * conference deadlines are set): work sent before that instant is on time wherever its student
 * lives. Later work is still accepted and marked late (a study group catches up; the author sees
 * who was late), so an assignment never closes.
 */
const DAY_ENDS_ANYWHERE_ON_EARTH_MS = 36 * 60 * 60 * 1000;

/** The last instant a submission for `dueDate` (the API's ISO string) counts as on time. */
export const dueDeadline = (dueDate: string | Date): Date => {
  const due = new Date(dueDate);
  const dayStart = Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate());
  return new Date(dayStart + DAY_ENDS_ANYWHERE_ON_EARTH_MS);
};

/** True when work sent at `at` for `dueDate` is late. */
export const isPastDue = (dueDate: string | Date, at: Date = new Date()): boolean => at.getTime() > dueDeadline(dueDate).getTime();

export const SUBMISSION_LIMITS = { notesMax: 2000, feedbackMax: 2000, urlMax: 2048 } as const;

/** Where a grade's regrade request stands: `open` waits for the author, who `kept` or `reopened` it. */
export const REGRADE_STATUSES = ['open', 'kept', 'reopened'] as const;
export type RegradeStatus = (typeof REGRADE_STATUSES)[number];
export const REGRADE_DECISIONS = ['keep', 'reopen'] as const;
export const REGRADE_LIMITS = { reasonMin: 10, reasonMax: 1000, replyMax: 1000 } as const;
/** What an answer says in place of a name that anonymous review keeps back. */
export const ANONYMOUS_STUDENT = 'Anonymous student';
