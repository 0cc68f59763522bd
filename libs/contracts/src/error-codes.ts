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
  'CANNOT_SUBMIT_OWN_ASSIGNMENT',
  'NOT_SUBMISSION_OWNER',
  'SUBMISSION_NOT_GRADED',
  'REGRADE_ALREADY_REQUESTED',
  'NO_OPEN_REGRADE_REQUEST',
  'PENDING_SUBMISSION_EXISTS',
  'MARKED_BEFORE_BY_YOU',
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
  'EMAIL_NOT_VERIFIED',
  'SERVICE_UNAVAILABLE',
  'GROUP_NOT_FOUND',
  'NOT_GROUP_ADMIN',
  'NOT_GROUP_OWNER',
  'OWNER_MUST_TRANSFER',
  'MEMBER_NOT_FOUND',
  'INVITE_NOT_FOUND',
  'INVITE_EXPIRED',
  'INVITE_USED_UP',
  'INVITE_REVOKED',
  'INVALID_EVENT_ID',
  'TOO_MANY_STREAMS',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The code and message of an API error body (apiErrorSchema in error.schema.ts), read without zod:
 * the web reads every refusal with this, on pages that load no validation code. A spec beside the
 * schema keeps the two in agreement.
 */
export function readApiError(body: unknown): { statusCode: number; code: ErrorCode; message: string } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { statusCode, code, message } = body as Record<string, unknown>;
  const isStatus = typeof statusCode === 'number' && Number.isInteger(statusCode) && statusCode >= 400 && statusCode <= 599;
  const isCode = typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
  return isStatus && isCode && typeof message === 'string' ? { statusCode, code: code as ErrorCode, message } : undefined;
}
