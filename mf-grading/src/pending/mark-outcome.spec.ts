import { describe, expect, test } from '@jest/globals';
// First: the app's API slice, loaded with markOutcome, expects a fetch to exist (the fake API's).
import '@studyhub/testing';
import { MESSAGES, type ErrorCode } from '@studyhub/contracts';
import { markOutcome } from './mark-outcome.js';
import { TEXTS } from '../grading.texts.js';

const refusal = (statusCode: number, code: ErrorCode, message: string) => ({ status: statusCode, data: { statusCode, code, message } });

describe('markOutcome', () => {
  test('marked by someone else first, gone, own work, or graded by this marker before a reopen: close with the server message', () => {
    expect(markOutcome(refusal(409, 'SUBMISSION_ALREADY_MARKED', MESSAGES.api.alreadyMarked))).toEqual({
      kind: 'gone',
      message: MESSAGES.api.alreadyMarked,
    });
    expect(markOutcome(refusal(403, 'CANNOT_MARK_OWN_SUBMISSION', MESSAGES.api.cannotMarkOwn)).kind).toBe('gone');
    expect(markOutcome(refusal(404, 'SUBMISSION_NOT_FOUND', MESSAGES.api.submissionNotFound)).kind).toBe('gone');
    expect(markOutcome(refusal(403, 'MARKED_BEFORE_BY_YOU', MESSAGES.api.alreadyMarkedByYou))).toEqual({
      kind: 'gone',
      message: MESSAGES.api.alreadyMarkedByYou,
    });
  });

  test('marks above the total: stay open, message under the marks field', () => {
    expect(markOutcome(refusal(400, 'MARKS_EXCEED_TOTAL', MESSAGES.api.marksExceedTotal))).toEqual({
      kind: 'retry',
      problem: { message: MESSAGES.api.marksExceedTotal, field: true },
    });
  });

  test("no answer from the server: stay open with 'Failed to mark submission.'", () => {
    expect(markOutcome({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      kind: 'retry',
      problem: { message: TEXTS.submissions.markFailed, field: false },
    });
  });
});
