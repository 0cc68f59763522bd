import { apiErrorMessage } from '@studyhub/api-client';
import { readApiError, type ErrorCode } from '@studyhub/contracts/web';
import type { MarkProblem } from './mark-form.js';
import { TEXTS } from '../grading.texts.js';

/** What became of a mark: done, no longer possible (close and say why), or fixable in the form. */
export type MarkOutcome = { kind: 'marked' } | { kind: 'gone'; message: string } | { kind: 'retry'; problem: MarkProblem };

/** Refusals after which this submission cannot be marked by this user at all. */
const GONE: readonly ErrorCode[] = [
  'SUBMISSION_ALREADY_MARKED',
  'SUBMISSION_NOT_FOUND',
  'CANNOT_MARK_OWN_SUBMISSION',
  'MARKED_BEFORE_BY_YOU',
];
/** Refusals about the marks typed, shown under that field. */
const ABOUT_MARKS: readonly ErrorCode[] = ['MARKS_EXCEED_TOTAL', 'VALIDATION_FAILED'];

/**
 * Sorts a failed mark by the server's error code (never by its wording). Anything else (network,
 * session, server trouble) keeps the form open with what was typed, so the marker can try again.
 */
export function markOutcome(error: unknown): MarkOutcome {
  const message = apiErrorMessage(error, TEXTS.submissions.markFailed);
  const code = readApiError((error as { data?: unknown } | undefined)?.data)?.code;
  if (code && GONE.includes(code)) return { kind: 'gone', message };
  return { kind: 'retry', problem: { message, field: !!code && ABOUT_MARKS.includes(code) } };
}
