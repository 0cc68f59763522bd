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

/** The body of every 4xx/5xx answer of the API. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: errorCodeSchema,
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
