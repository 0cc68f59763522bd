// A submission's facts a page needs without validating anything (no zod; api-routes.ts says why).

export const SUBMISSION_STATUSES = ['pending', 'completed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSION_LIMITS = { notesMax: 2000, feedbackMax: 2000, urlMax: 2048 } as const;
