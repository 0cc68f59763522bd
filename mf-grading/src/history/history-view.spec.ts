import { describe, expect, test } from '@jest/globals';
import type { SubmissionHistory } from '@studyhub/contracts';
import { aSubmission } from '@studyhub/testing';
import { canAnswerRegrade, canRequestRegrade, currentGrade, gradeNumber, openRequest, viewerOf } from './history-view.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const grade = (n: number) => ({
  _id: id(n),
  obtainedMarks: 10 + n,
  marks: 20,
  feedback: '',
  markerName: null,
  createdAt: '2026-11-22T10:00:00.000Z',
});
const request = (n: number, gradeId: string, status: 'open' | 'kept' | 'reopened') => ({
  _id: id(100 + n),
  gradeId,
  reason: 'The second answer was right.',
  status,
  reply: '',
  createdAt: '2026-11-23T10:00:00.000Z',
  resolvedAt: status === 'open' ? null : '2026-11-24T10:00:00.000Z',
});

function history(overrides: Partial<SubmissionHistory> = {}, submission: Parameters<typeof aSubmission>[0] = {}): SubmissionHistory {
  return {
    submission: aSubmission({ status: 'completed', obtainedMarks: 11, regradeStatus: null, ...submission }),
    grades: [grade(1)],
    regradeRequests: [],
    ...overrides,
  };
}
const asAuthor = { userEmail: undefined };

describe('history view', () => {
  test('the student is the one the API sent the email to; anyone else here is the author', () => {
    expect(viewerOf(history())).toBe('student');
    expect(viewerOf(history({}, asAuthor))).toBe('author');
  });

  test('a graded submission without a request on its grade can be contested by its student only', () => {
    expect(canRequestRegrade(history())).toBe(true);
    expect(canRequestRegrade(history({}, asAuthor))).toBe(false);
    expect(canRequestRegrade(history({}, { regradeStatus: 'open' }))).toBe(false);
    expect(canRequestRegrade(history({}, { regradeStatus: 'kept' }))).toBe(false);
  });

  test('reopened work has no current grade, so nothing to contest until it is marked again', () => {
    const reopened = history({ regradeRequests: [request(1, id(1), 'reopened')] }, { status: 'pending', obtainedMarks: null });
    expect(currentGrade(reopened)).toBeUndefined();
    expect(canRequestRegrade(reopened)).toBe(false);
    const regraded = history({ grades: [grade(1), grade(2)], regradeRequests: [request(1, id(1), 'reopened')] });
    expect(currentGrade(regraded)?._id).toBe(id(2));
    expect(canRequestRegrade(regraded)).toBe(true);
  });

  test('only the author answers, and only an open request', () => {
    const open = history({ regradeRequests: [request(1, id(1), 'open')] }, { ...asAuthor, regradeStatus: 'open' });
    expect(openRequest(open)?._id).toBe(id(101));
    expect(canAnswerRegrade(open)).toBe(true);
    expect(canAnswerRegrade({ ...open, submission: { ...open.submission, userEmail: 'alan@studyhub.test' } })).toBe(false);
    expect(canAnswerRegrade(history({ regradeRequests: [request(1, id(1), 'kept')] }, asAuthor))).toBe(false);
  });

  test('a request names the grade it contests by its place in the history', () => {
    const h = history({ grades: [grade(1), grade(2)] });
    expect(gradeNumber(h, id(2))).toBe(2);
    expect(gradeNumber(h, id(9))).toBeUndefined();
  });
});
