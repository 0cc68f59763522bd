// Regression tests of the input-validation findings of issue 11 ("Hardening"): each probe that gave
// a 500 or was stored loosely, sent over real HTTP, refused with 400 and its own message, with
// both tables unchanged.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, MESSAGES, assignmentSchema } from '@studyhub/contracts';
import { signUp, type TestUser } from './support/accounts.js';
import { snapshot } from './support/db-snapshot.js';
import { call, type Answer } from './support/http.js';
import { aMarkInput, aSubmitInput, anAssignmentInput } from './support/inputs.js';
import * as S from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const V = MESSAGES.validation;
let api: TestApi;
let owner: TestUser;
let student: TestUser;
let assignmentId: string;
let submissionId: string;

beforeAll(async () => {
  [api, owner, student] = await Promise.all([startTestApi(), signUp('Olga Owner'), signUp('Sam Student')]);
  assignmentId = await S.newAssignment(api.url, owner);
  submissionId = (await S.submitExpecting(201, api.url, student, assignmentId))._id;
});
afterAll(() => api.close());

const create = (body: unknown) => call(api.url, 'POST', API_PATHS.assignments, { token: owner.token, body });
const update = (body: unknown) => call(api.url, 'PUT', API_PATHS.assignment(assignmentId), { token: owner.token, body });
const submit = (body: unknown) => S.submit(api.url, student, assignmentId, body);
const mark = (body: unknown) => S.mark(api.url, owner, submissionId, body);

/** Sends the probe and expects 400 VALIDATION_FAILED with `message`, and both tables as they were. */
async function expectRefused(probe: () => Promise<Answer>, message: string) {
  const before = await snapshot(api.db);
  const answer = await probe();
  S.expectError(answer, 400, 'VALIDATION_FAILED', message);
  expect(await snapshot(api.db)).toEqual(before);
}

describe('NUL bytes are refused, not passed to PostgreSQL', () => {
  test('in the list search, without logging in', async () => {
    await expectRefused(() => call(api.url, 'GET', `${API_PATHS.assignments}?search=a%00b`), V.unsafeText);
  });

  test.each([
    ['a title (create)', () => create(anAssignmentInput({ title: 'Linear\u0000equations' }))],
    ['a description (update)', () => update(anAssignmentInput({ description: 'Solve the ten equations\u0000 and explain.' }))],
    ['a Google Docs link', () => submit(aSubmitInput({ googleDocsLink: 'https://docs.google.com/document/d/a\u0000b' }))],
    ['notes', () => submit(aSubmitInput({ notes: 'see\u0000attached' }))],
    ['feedback', () => mark(aMarkInput({ feedback: 'Good\u0000work' }))],
  ])('in %s', async (_field, probe) => expectRefused(probe, V.unsafeText));
});

describe('numbers and dates stay within what their columns hold', () => {
  test.each([
    ['obtainedMarks 3,000,000,000', () => mark({ obtainedMarks: 3_000_000_000 }), V.obtainedMarksMax],
    ['marks 3,000,000,000', () => create(anAssignmentInput({ marks: 3_000_000_000 })), V.marksMax],
    ['due date 0000-01-01', () => update(anAssignmentInput({ dueDate: '0000-01-01T00:00:00Z' })), V.dueDateRange],
    ['due date +275760-09-13', () => update(anAssignmentInput({ dueDate: '+275760-09-13T00:00:00.000Z' })), V.dueDateFormat],
    ['a list offset past bigint', () => call(api.url, 'GET', `${API_PATHS.assignments}?offset=100000000000000000000`), V.offset],
    [
      'a pending offset past bigint',
      () => call(api.url, 'GET', `${API_PATHS.pendingSubmissions}?offset=1e20`, { token: owner.token }),
      V.offset,
    ],
  ])('%s', async (_case, probe, message) => expectRefused(probe, message));
});

describe('due dates are ISO 8601 and real', () => {
  test.each(['1', 'Dec 25, 2026', '2027-02-30', '2026-13-01', '2026-12-01T10:00:00'])('update refuses %j', async (dueDate) => {
    await expectRefused(() => update(anAssignmentInput({ dueDate })), V.dueDateFormat);
  });

  test("what the web forms send is stored as that day: a picked day, or the API's own date-time sent back", async () => {
    const picked = assignmentSchema.parse((await update(anAssignmentInput({ dueDate: '2027-02-28' }))).body);
    expect(picked.dueDate).toBe('2027-02-28T00:00:00.000Z');
    const sentBack = assignmentSchema.parse((await update(anAssignmentInput({ dueDate: picked.dueDate }))).body);
    expect(sentBack.dueDate).toBe('2027-02-28T00:00:00.000Z');
    const withOffset = assignmentSchema.parse((await update(anAssignmentInput({ dueDate: '2027-03-01T01:30:00+02:00' }))).body);
    expect(withOffset.dueDate).toBe('2027-02-28T23:30:00.000Z');
  });
});

describe('lengths count what a reader sees, and each limit has its own message', () => {
  test.each([
    ['five zero-width spaces', { title: '\u200b'.repeat(5) }, V.unsafeText],
    ['six combining accents', { title: '\u0301'.repeat(6) }, V.title],
    ['five Hangul fillers', { title: '\u3164'.repeat(5) }, V.title],
    ['a 10,000-character title', { title: 'x'.repeat(10_000) }, V.titleMax],
    ['1001 marks', { marks: 1001 }, V.marksMax],
  ])('create refuses %s', async (_case, patch, message) => {
    await expectRefused(() => create({ ...anAssignmentInput(), ...patch }), message);
  });

  test('an unknown field is named only when it is a plain identifier; other keys are never echoed', async () => {
    const hostileKey = '<img src=x onerror=alert(1)>';
    const answer = await create({ ...anAssignmentInput(), [hostileKey]: 1 });
    S.expectError(answer, 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(answer.body)).not.toContain('<img');
    expect((await create({ ...anAssignmentInput(), ownerUid: 'x' })).body.message).toContain('ownerUid');
  });
});
