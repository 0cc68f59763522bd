import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { ANONYMOUS_STUDENT, API_PATHS, MESSAGES, submissionHistorySchema, submissionSchema } from '@studyhub/contracts';
import { signUp, type TestUser } from './support/accounts.js';
import { snapshot } from './support/db-snapshot.js';
import { call } from './support/http.js';
import { aMarkInput, anAssignmentInput } from './support/inputs.js';
import * as S from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// Grades people can trust: every grade is kept, the student may contest one once, the author keeps
// it or reopens the work for someone new, and anonymous review names nobody to the other side.
let api: TestApi;
let author: TestUser;
let student: TestUser;
let firstMarker: TestUser;
let secondMarker: TestUser;

beforeAll(async () => {
  [api, author, student, firstMarker, secondMarker] = await Promise.all([
    startTestApi(),
    signUp('Ada Author'),
    signUp('Bea Student'),
    signUp('Cal Marker'),
    signUp('Dee Marker'),
  ]);
});
afterAll(() => api.close());

const newAssignment = async (anonymous = false) => {
  const answer = await call(api.url, 'POST', API_PATHS.assignments, {
    token: author.token,
    body: { ...anAssignmentInput({ marks: 30 }), anonymous },
  });
  expect(answer.status).toBe(201);
  return (answer.body as { _id: string })._id;
};
const history = (user: TestUser, id: string) => call(api.url, 'GET', API_PATHS.submissionHistory(id), { token: user.token });
const requestRegrade = (user: TestUser, id: string, reason = 'Question 3 was answered in full on page two.') =>
  call(api.url, 'POST', API_PATHS.regrade(id), { token: user.token, body: { reason } });
const answerRegrade = (user: TestUser, id: string, decision: 'keep' | 'reopen', reply = 'Looked again.') =>
  call(api.url, 'PUT', API_PATHS.regrade(id), { token: user.token, body: { decision, reply } });

/** A graded submission of the student's, marked by the first marker. */
async function graded(anonymous = false) {
  const submission = await S.submitExpecting(201, api.url, student, await newAssignment(anonymous));
  expect((await S.mark(api.url, firstMarker, submission._id, aMarkInput({ obtainedMarks: 12, feedback: 'Thin.' }))).status).toBe(200);
  return submission._id;
}

describe('a grade contested and reopened', () => {
  test('request, reopen, a new marker, and the whole history for the student and the author', async () => {
    const id = await graded();
    expect(await requestRegrade(student, id)).toMatchObject({ status: 201, body: { message: MESSAGES.api.regradeRequested } });
    const reopened = await answerRegrade(author, id, 'reopen', 'A second marker will look.');
    expect(submissionSchema.parse(reopened.body)).toMatchObject({ status: 'pending', obtainedMarks: null, regradeStatus: 'reopened' });

    // The first marker may not grade it again; someone new may.
    S.expectError(await S.mark(api.url, firstMarker, id), 403, 'MARKED_BEFORE_BY_YOU');
    expect((await S.mark(api.url, secondMarker, id, aMarkInput({ obtainedMarks: 25, feedback: 'Complete.' }))).status).toBe(200);

    for (const reader of [student, author]) {
      const seen = submissionHistorySchema.parse((await history(reader, id)).body);
      expect(seen.submission).toMatchObject({ status: 'completed', obtainedMarks: 25, regradeStatus: null });
      expect(seen.grades.map((g) => [g.obtainedMarks, g.markerName])).toEqual([
        [12, 'Cal Marker'],
        [25, 'Dee Marker'],
      ]);
      expect(seen.regradeRequests).toEqual([
        expect.objectContaining({ gradeId: seen.grades[0]._id, status: 'reopened', reply: 'A second marker will look.' }),
      ]);
    }
  });

  test('kept: the grade stays with the reply; a second request on the same grade is refused', async () => {
    const id = await graded();
    await requestRegrade(student, id);
    const kept = await answerRegrade(author, id, 'keep', 'The proof is missing.');
    expect(submissionSchema.parse(kept.body)).toMatchObject({ status: 'completed', obtainedMarks: 12, regradeStatus: 'kept' });
    S.expectError(await requestRegrade(student, id), 409, 'REGRADE_ALREADY_REQUESTED');
    S.expectError(await answerRegrade(author, id, 'reopen'), 409, 'NO_OPEN_REGRADE_REQUEST');
  });
});

describe('who may do what', () => {
  test('only the student requests, only the author answers, only those two read the history; refusals change nothing', async () => {
    const id = await graded();
    const before = await snapshot(api.db);
    S.expectError(await requestRegrade(firstMarker, id), 403, 'NOT_SUBMISSION_OWNER');
    S.expectError(await requestRegrade(student, id, 'short'), 400, 'VALIDATION_FAILED', MESSAGES.validation.regradeReason);
    S.expectError(await answerRegrade(author, id, 'keep'), 409, 'NO_OPEN_REGRADE_REQUEST');
    S.expectError(await history(firstMarker, id), 404, 'SUBMISSION_NOT_FOUND');
    expect(await snapshot(api.db)).toEqual(before);

    await requestRegrade(student, id);
    S.expectError(await answerRegrade(student, id, 'reopen'), 403, 'NOT_ASSIGNMENT_OWNER');
    S.expectError(await answerRegrade(firstMarker, id, 'reopen'), 403, 'NOT_ASSIGNMENT_OWNER');
  });

  test('waiting work cannot be contested', async () => {
    const waiting = await S.submitExpecting(201, api.url, student, await newAssignment());
    S.expectError(await requestRegrade(student, waiting._id), 409, 'SUBMISSION_NOT_GRADED');
  });
});

describe('anonymous review', () => {
  test('no answer names the student to a marker or the author, or a marker to anyone', async () => {
    const assignmentId = await newAssignment(true);
    const sent = await S.submitExpecting(201, api.url, student, assignmentId);
    expect(sent).toMatchObject({ anonymous: true, userName: 'Bea Student' });

    const queue = await S.listAll(api.url, firstMarker, API_PATHS.pendingSubmissions);
    expect(queue.find((row) => row._id === sent._id)).toMatchObject({ userName: ANONYMOUS_STUDENT });
    const marked = await S.mark(api.url, firstMarker, sent._id);
    expect(marked.body).toMatchObject({ userName: ANONYMOUS_STUDENT });
    await requestRegrade(student, sent._id);

    const seenByAuthor = [
      await call(api.url, 'GET', API_PATHS.assignmentSubmissions(assignmentId), { token: author.token }),
      await history(author, sent._id),
      await answerRegrade(author, sent._id, 'reopen'),
    ].map((answer) => JSON.stringify(answer.body));
    for (const text of seenByAuthor) {
      expect(text).not.toContain('Bea Student');
      expect(text).not.toContain('Cal Marker');
      expect(text).not.toContain(student.uid);
      expect(text).not.toContain(firstMarker.uid);
    }
    const seenByStudent = JSON.stringify((await history(student, sent._id)).body);
    expect(seenByStudent).not.toContain('Cal Marker');
    expect(seenByStudent).not.toContain(firstMarker.uid);
  });
});
