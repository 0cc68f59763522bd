import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { isHttpUrl } from './patterns.js';

const V = MESSAGES.validation;

export const SUBMISSION_STATUSES = ['pending', 'completed'] as const;
export const submissionStatusSchema = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

export const SUBMISSION_LIMITS = { notesMax: 2000, feedbackMax: 2000, urlMax: 2048 } as const;

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
  userEmail: z.string(),
  userName: z.string(),
  googleDocsLink: z.string(),
  notes: z.string(),
  createdAt: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** Body of POST /api/assignments/:id/submit. Submitter identity comes from the token. */
export const submitAssignmentSchema = z.strictObject({
  googleDocsLink: z
    .string({ error: V.googleDocsLink })
    .trim()
    .max(SUBMISSION_LIMITS.urlMax)
    .refine(isHttpUrl, { error: V.googleDocsLink }),
  notes: z.string().trim().max(SUBMISSION_LIMITS.notesMax).default(''),
  userEmail: z.string().optional(),
  userName: z.string().optional(),
});
export type SubmitAssignmentInput = z.input<typeof submitAssignmentSchema>;

/** Body of PUT /api/submissions/:id/mark. The marker is the token's user, not `userEmail`. */
export const markSubmissionSchema = z.strictObject({
  obtainedMarks: z.number({ error: V.obtainedMarks }).int(V.obtainedMarks).min(0, V.obtainedMarks),
  feedback: z.string().trim().max(SUBMISSION_LIMITS.feedbackMax).default(''),
  userEmail: z.string().optional(),
});
export type MarkSubmissionInput = z.input<typeof markSubmissionSchema>;
