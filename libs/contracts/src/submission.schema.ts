import { z } from 'zod';
import { groupIdQuery } from './group.schema.js';
import {
  MESSAGES,
  ASSIGNMENT_LIMITS,
  REGRADE_DECISIONS,
  REGRADE_LIMITS,
  REGRADE_STATUSES,
  SUBMISSION_LIMITS,
  SUBMISSION_STATUSES,
  isHttpUrl,
} from '@studyhub/contracts/web';
import { describeRules, safeText } from './text.schema.js';
import { pageQueryFields } from './paging.schema.js';
import { claimSchema } from './live.schema.js';

const V = MESSAGES.validation;

export const submissionStatusSchema = z.enum(SUBMISSION_STATUSES);

/**
 * A submission as the API answers it. Title and total marks are copied from the assignment at
 * submit time, so a submission and its grade survive the assignment's deletion.
 */
export const submissionSchema = z.object({
  _id: z.uuid(),
  assignmentId: z.uuid().nullable(),
  title: z.string(),
  status: submissionStatusSchema,
  marks: z.number().int(),
  obtainedMarks: z.number().int().nullable(),
  feedback: z.string(),
  /** Personal data: only in answers to the submitter (markers and the author see the name). */
  userEmail: z.string().optional(),
  userName: z.string(),
  googleDocsLink: z.string(),
  notes: z.string(),
  /** Sent after the due day ended everywhere on Earth (`isPastDue`), judged at the last (re)submit. */
  late: z.boolean(),
  /** Its assignment is under anonymous review: `userName` is 'Anonymous student' to all but its student. */
  anonymous: z.boolean(),
  /** The regrade request on its current grade, if any (a new grade starts without one). */
  regradeStatus: z.enum(REGRADE_STATUSES).nullable(),
  createdAt: z.string(),
  /** The last time its student changed the link or notes (a resubmit); `createdAt` until then. */
  updatedAt: z.string(),
  markedAt: z.string().nullable(),
  /** In the pending queue only: who is marking it now (`CLAIM_MS`), or null. */
  claim: claimSchema.nullable().optional(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** The caller's latest submission for an assignment, as lists and details show it beside the work. */
export const viewerSubmissionSchema = submissionSchema.pick({
  _id: true,
  status: true,
  marks: true,
  obtainedMarks: true,
  late: true,
  createdAt: true,
  updatedAt: true,
});
export type ViewerSubmission = z.infer<typeof viewerSubmissionSchema>;

/** Query of `API.mySubmissions`: the page, optionally only those for one assignment. */
/** Query of `API.pendingSubmissions`: with `group`, only that group's waiting work. */
export const pendingQuerySchema = z.strictObject({ group: groupIdQuery, ...pageQueryFields });

export const mySubmissionsQuerySchema = z.strictObject({
  assignmentId: z
    .uuid({ error: V.assignmentId })
    .transform((id) => id.toLowerCase())
    .optional(),
  ...pageQueryFields,
});
export type MySubmissionsQuery = z.input<typeof mySubmissionsQuerySchema>;

/** Query of `API.assignmentSubmissions` (the author's view): the page, optionally one status. */
export const assignmentSubmissionsQuerySchema = z.strictObject({
  status: z.enum(SUBMISSION_STATUSES, { error: V.status }).optional(),
  ...pageQueryFields,
});

/** How much work an assignment has, by state: its author's view and the delete dialog read it. */
export const submissionCountsSchema = z.object({
  pending: z.number().int().min(0),
  completed: z.number().int().min(0),
});
export type SubmissionCounts = z.infer<typeof submissionCountsSchema>;

/** Body of `API.submitAssignment`. Submitter identity comes from the token. */
export const submitAssignmentSchema = z.strictObject({
  googleDocsLink: safeText({ tooShort: V.googleDocsLink, max: SUBMISSION_LIMITS.urlMax, tooLong: V.googleDocsLinkMax })
    .refine(isHttpUrl, { error: V.googleDocsLink })
    .meta(
      describeRules(`an http(s) URL ("${V.googleDocsLink}")`, `at most ${SUBMISSION_LIMITS.urlMax} characters ("${V.googleDocsLinkMax}")`),
    ),
  notes: safeText({ max: SUBMISSION_LIMITS.notesMax, tooLong: V.notesMax, multiline: true }).default(''),
  userEmail: safeText({ max: ASSIGNMENT_LIMITS.emailMax, tooLong: V.userEmailMax }).optional(),
  userName: safeText({ max: ASSIGNMENT_LIMITS.nameMax, tooLong: V.userNameMax }).optional(),
});
export type SubmitAssignmentInput = z.input<typeof submitAssignmentSchema>;

/** Body of `API.markSubmission`. The marker is the token's user, not `userEmail`. */
export const markSubmissionSchema = z.strictObject({
  // Never above any assignment's total, so the 32-bit column can always hold it.
  obtainedMarks: z
    .number({ error: V.obtainedMarks })
    .int(V.obtainedMarksWhole)
    .min(0, V.obtainedMarks)
    .max(ASSIGNMENT_LIMITS.marksMax, V.obtainedMarksMax)
    .meta(
      describeRules(`a whole number from 0 to the assignment's total marks ("${V.obtainedMarks}"; above the total: MARKS_EXCEED_TOTAL)`),
    ),
  feedback: safeText({ max: SUBMISSION_LIMITS.feedbackMax, tooLong: V.feedbackMax, multiline: true }).default(''),
  userEmail: safeText({ max: ASSIGNMENT_LIMITS.emailMax, tooLong: V.userEmailMax }).optional(),
});
export type MarkSubmissionInput = z.input<typeof markSubmissionSchema>;

/** Body of `API.requestRegrade`: why the student contests the grade. */
export const regradeRequestSchema = z.strictObject({
  reason: safeText({
    min: REGRADE_LIMITS.reasonMin,
    tooShort: V.regradeReason,
    max: REGRADE_LIMITS.reasonMax,
    tooLong: V.regradeReasonMax,
    multiline: true,
  }),
});
export type RegradeRequestInput = z.input<typeof regradeRequestSchema>;

/** Body of `API.answerRegrade`: the author keeps the grade or reopens the work for a new marker. */
export const regradeAnswerSchema = z.strictObject({
  decision: z.enum(REGRADE_DECISIONS, { error: V.regradeDecision }),
  reply: safeText({ max: REGRADE_LIMITS.replyMax, tooLong: V.regradeReply, multiline: true }).default(''),
});
export type RegradeAnswerInput = z.input<typeof regradeAnswerSchema>;

/** One grade of a submission's history. `markerName` is null under anonymous review. */
export const gradeRecordSchema = z.object({
  _id: z.uuid(),
  obtainedMarks: z.number().int(),
  marks: z.number().int(),
  feedback: z.string(),
  markerName: z.string().nullable(),
  createdAt: z.string(),
});

/** One regrade request of a submission's history, against the grade `gradeId`. */
export const regradeRecordSchema = z.object({
  _id: z.uuid(),
  gradeId: z.uuid(),
  reason: z.string(),
  status: z.enum(REGRADE_STATUSES),
  reply: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});

export type RegradeRecord = z.infer<typeof regradeRecordSchema>;

/** `API.submissionHistory`: every grade and every regrade request, oldest first. */
export const submissionHistorySchema = z.object({
  submission: submissionSchema,
  grades: z.array(gradeRecordSchema),
  regradeRequests: z.array(regradeRecordSchema),
});
export type SubmissionHistory = z.infer<typeof submissionHistorySchema>;
