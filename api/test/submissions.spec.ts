import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, MESSAGES, submissionSchema, type Submission } from '@studyhub/contracts';
import { signUp, signUpMany, type TestUser } from './support/accounts.js';
import { call } from './support/http.js';
import { aMarkInput, aSubmitInput, anAssignmentInput } from './support/inputs.js';
import * as S from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let owner: TestUser;
let student: TestUser;
let classmate: TestUser;
let assignmentId: string;

const { expectError } = S;
const newAssignment = (marks?: number, title?: string) => S.newAssignment(api.url, owner, marks, title);
const submit = (user: TestUser | null, id: string, body?: unknown) => S.submit(api.url, user, id, body);
/** A new pending submission: each user holds one pending submission per assignment. */
const submitNew = async (user: TestUser, id = assignmentId) => S.submitExpecting(201, api.url, user, id);
/** A new pending submission of `student` to an assignment of its own, for the marking tests. */
const freshSubmission = async () => submitNew(student, await newAssignment());
const mark = (user: TestUser | null, id: string, body?: unknown) => S.mark(api.url, user, id, body);
const get = (user: TestUser | null, path: string) => call<Submission[]>(api.url, 'GET', path, { token: user?.token });

beforeAll(async () => {
  [api, owner, student, classmate] = await Promise.all([
    startTestApi(),
    signUp('Olga Owner'),
    signUp('Sam Student'),
    signUp('Cleo Classmate'),
  ]);
  assignmentId = await newAssignment();
});
afterAll(() => api.close());

describe('POST /api/assignments/:id/submit', () => {
  test('creates a pending submission with the assignment title and marks copied, submitter from the token', async () => {
    const answer = await submit(student, assignmentId, aSubmitInput({ userEmail: 'fake@x.test', userName: 'Fake' }));
    expect(answer.status).toBe(201);
    expect(submissionSchema.parse(answer.body)).toMatchObject({
      assignmentId,
      title: 'Essay on photosynthesis',
      marks: 50,
      status: 'pending',
      obtainedMarks: null,
      feedback: '',
      userEmail: student.email,
      userName: 'Sam Student',
      googleDocsLink: aSubmitInput().googleDocsLink,
      notes: 'Please be kind.',
    });
  });

  test('notes are optional', async () => {
    const answer = await submit(classmate, await newAssignment(), { googleDocsLink: 'https://docs.google.com/document/d/own' });
    expect(answer.status).toBe(201);
    expect(submissionSchema.parse(answer.body).notes).toBe('');
  });

  test('refuses a link that is not an http(s) URL, and smuggled status or marks', async () => {
    for (const googleDocsLink of ['not a link', 'javascript:alert(1)', '']) {
      expectError(await submit(student, assignmentId, { googleDocsLink }), 400, 'VALIDATION_FAILED', MESSAGES.validation.googleDocsLink);
    }
    expectError(await submit(student, assignmentId, { ...aSubmitInput(), status: 'completed' }), 400, 'VALIDATION_FAILED');
    expectError(await submit(student, assignmentId, { ...aSubmitInput(), obtainedMarks: 50 }), 400, 'VALIDATION_FAILED');
  });

  test('401 for guests, 404 for unknown and malformed assignment ids', async () => {
    expectError(await submit(null, assignmentId), 401, 'UNAUTHENTICATED');
    expectError(
      await submit(student, '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f'),
      404,
      'ASSIGNMENT_NOT_FOUND',
      MESSAGES.api.assignmentNotFound,
    );
    expectError(await submit(student, 'xyz'), 404, 'ASSIGNMENT_NOT_FOUND');
  });
});

describe('GET /api/submissions (mine) and /api/submissions/pending', () => {
  test('each user sees only their own submissions, newest first', async () => {
    const loner = await signUp('Lone Submitter');
    const first = await submitNew(loner);
    const second = await submitNew(loner, await newAssignment(30, 'Second assignment'));
    const mine = await get(loner, API_PATHS.submissions);
    expect(mine.status).toBe(200);
    expect(mine.body.map((s) => submissionSchema.parse(s)._id)).toEqual([second._id, first._id]);
    const theirs = (await get(classmate, API_PATHS.submissions)).body;
    expect(theirs.some((s) => s.userEmail === loner.email)).toBe(false);
  });

  test("pending lists everyone's pending submissions with what the table shows", async () => {
    const mine = await submitNew(classmate);
    const pending = await get(student, API_PATHS.pendingSubmissions);
    expect(pending.status).toBe(200);
    const row = pending.body.map((s) => submissionSchema.parse(s)).find((s) => s._id === mine._id);
    expect(row).toMatchObject({ title: 'Essay on photosynthesis', marks: 50, userName: 'Cleo Classmate', status: 'pending' });
    expect(row).not.toHaveProperty('userEmail');
    expect(pending.body.every((s) => s.status === 'pending')).toBe(true);
  });

  test('both need a user', async () => {
    expectError(await get(null, API_PATHS.submissions), 401, 'UNAUTHENTICATED');
    expectError(await get(null, API_PATHS.pendingSubmissions), 401, 'UNAUTHENTICATED');
  });
});

describe('PUT /api/submissions/:id/mark', () => {
  test('another user marks a pending submission: it completes, leaves pending, and its submitter sees the grade', async () => {
    const submission = await freshSubmission();
    const answer = await mark(classmate, submission._id, { obtainedMarks: 42, feedback: 'Well argued.', userEmail: student.email });
    expect(answer.status).toBe(200);
    expect(submissionSchema.parse(answer.body)).toMatchObject({
      _id: submission._id,
      status: 'completed',
      obtainedMarks: 42,
      feedback: 'Well argued.',
    });
    const pending = (await get(classmate, API_PATHS.pendingSubmissions)).body;
    expect(pending.some((s) => s._id === submission._id)).toBe(false);
    const mine = (await get(student, API_PATHS.submissions)).body.find((s) => s._id === submission._id);
    expect(mine).toMatchObject({ status: 'completed', obtainedMarks: 42, feedback: 'Well argued.' });
  });

  test('a marked submission cannot be marked again', async () => {
    const submission = await freshSubmission();
    expect((await mark(classmate, submission._id)).status).toBe(200);
    expectError(await mark(owner, submission._id), 409, 'SUBMISSION_ALREADY_MARKED', MESSAGES.api.alreadyMarked);
  });

  test('nobody marks their own submission, even claiming another email', async () => {
    const submission = await freshSubmission();
    const answer = await mark(student, submission._id, aMarkInput({ userEmail: classmate.email }));
    expectError(answer, 403, 'CANNOT_MARK_OWN_SUBMISSION', MESSAGES.api.cannotMarkOwn);
  });

  test('obtained marks go from 0 up to the total, never above', async () => {
    const [a, b, c] = [await freshSubmission(), await freshSubmission(), await freshSubmission()];
    expectError(await mark(classmate, a._id, aMarkInput({ obtainedMarks: 51 })), 400, 'MARKS_EXCEED_TOTAL', MESSAGES.api.marksExceedTotal);
    expect((await mark(classmate, a._id, aMarkInput({ obtainedMarks: 50 }))).status).toBe(200);
    expect((await mark(classmate, b._id, aMarkInput({ obtainedMarks: 0, feedback: undefined }))).status).toBe(200);
    expectError(await mark(classmate, c._id, { obtainedMarks: 2.5 }), 400, 'VALIDATION_FAILED', MESSAGES.validation.obtainedMarksWhole);
    for (const obtainedMarks of [-1, '10', null]) {
      expectError(await mark(classmate, c._id, { obtainedMarks }), 400, 'VALIDATION_FAILED', MESSAGES.validation.obtainedMarks);
    }
    expectError(await mark(classmate, c._id, { ...aMarkInput(), status: 'pending' }), 400, 'VALIDATION_FAILED');
  });

  test('401 for guests, 404 for unknown and malformed ids', async () => {
    const submission = await freshSubmission();
    expectError(await mark(null, submission._id), 401, 'UNAUTHENTICATED');
    expectError(
      await mark(classmate, '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f'),
      404,
      'SUBMISSION_NOT_FOUND',
      MESSAGES.api.submissionNotFound,
    );
    expectError(await mark(classmate, 'not-an-id'), 404, 'SUBMISSION_NOT_FOUND');
  });

  test('twenty markers at once: exactly one wins, the others get 409', async () => {
    const submission = await freshSubmission();
    const markers = await signUpMany(20);
    const answers = await Promise.all(
      markers.map((marker, i) => mark(marker, submission._id, aMarkInput({ obtainedMarks: i + 1, feedback: `Marker ${i + 1}` }))),
    );
    // Sorted, so a stray status (and its body) shows in the failure.
    const outcomes = answers.map((answer) =>
      answer.status === 409 || answer.status === 200 ? answer.status : `${answer.status} ${JSON.stringify(answer.body)}`,
    );
    expect(outcomes.sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const winner = submissionSchema.parse(answers.find((answer) => answer.status === 200)!.body);
    const stored = (await get(student, API_PATHS.submissions)).body.find((s) => s._id === submission._id)!;
    expect(stored).toMatchObject({ status: 'completed', obtainedMarks: winner.obtainedMarks, feedback: winner.feedback });
  });
});

describe('submissions outlive changes to their assignment', () => {
  test('waiting work follows an edit of the title and total; graded work keeps what it was graded on, also after deletion', async () => {
    const id = await newAssignment(80, 'Doomed assignment');
    const graded = await submitNew(student, id);
    expect((await mark(classmate, graded._id, aMarkInput({ obtainedMarks: 70 }))).status).toBe(200);
    const waiting = await submitNew(classmate, id);
    const edit = await call(api.url, 'PUT', API_PATHS.assignment(id), {
      token: owner.token,
      body: anAssignmentInput({ title: 'Renamed assignment', marks: 10 }),
    });
    expect(edit.status).toBe(200);
    // The owner lowered 80 to 10: a 70 is now above the total.
    expectError(await mark(student, waiting._id, aMarkInput({ obtainedMarks: 70 })), 400, 'MARKS_EXCEED_TOTAL');
    const pending = (await get(student, API_PATHS.pendingSubmissions)).body.find((s) => s._id === waiting._id);
    expect(pending).toMatchObject({ title: 'Renamed assignment', marks: 10, status: 'pending' });

    expect((await call(api.url, 'DELETE', API_PATHS.assignment(id), { token: owner.token })).status).toBe(200);
    const kept = (await get(student, API_PATHS.submissions)).body.find((s) => s._id === graded._id);
    expect(kept).toMatchObject({ assignmentId: null, title: 'Doomed assignment', marks: 80, status: 'completed', obtainedMarks: 70 });
  });
});
