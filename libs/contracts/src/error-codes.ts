import { z } from 'zod';

/** Stable machine-readable codes; clients switch on these, never on message text. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_TOKEN',
  'NOT_ASSIGNMENT_OWNER',
  'ASSIGNMENT_NOT_FOUND',
  'SUBMISSION_NOT_FOUND',
  'SUBMISSION_ALREADY_MARKED',
  'CANNOT_MARK_OWN_SUBMISSION',
  'MARKS_EXCEED_TOTAL',
  'RATE_LIMITED',
  'BAD_REQUEST',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'INTERNAL',
  'UNSUPPORTED_MEDIA_TYPE',
  'EMAIL_REQUIRED',
  'SERVICE_UNAVAILABLE',
] as const;

export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** One problem of a refused input: where (dot path, '' for the whole input) and what, in the spec's words. */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The body of every 4xx/5xx answer of the API. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  code: errorCodeSchema,
  /** The first problem, in the spec's words: what a form shows. */
  message: z.string(),
  /** VALIDATION_FAILED only: every problem, for forms that mark several fields at once. */
  errors: z.array(fieldIssueSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
