// Regression tests of issue 11's identity findings: a token's display name is cleaned before it is
// stored, and an account without an email (anonymous Firebase user) cannot own work.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, ASSIGNMENT_LIMITS, MESSAGES, assignmentSchema, isStorableText } from '@studyhub/contracts';
import { signUp, type TestUser } from './support/accounts.js';
import { snapshot } from './support/db-snapshot.js';
import { call } from './support/http.js';
import { anAssignmentInput } from './support/inputs.js';
import * as S from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';
import { signUpAnonymous, withClaims } from './support/tokens.js';

let api: TestApi;
let owner: TestUser;
let assignmentId: string;

beforeAll(async () => {
  [api, owner] = await Promise.all([startTestApi(), signUp('Olga Owner')]);
  assignmentId = await S.newAssignment(api.url, owner);
});
afterAll(() => api.close());

describe('display names from tokens', () => {
  test('a 4,814-character name with an RTL override is stored cleaned and capped', async () => {
    const student = await signUp('Sam Student');
    const name = `\u202E${'Mallory '.repeat(700)}`.slice(0, 4813) + '\u0007';
    expect(name).toHaveLength(4814);
    const token = withClaims(student.token, { name });
    const created = await call(api.url, 'POST', API_PATHS.assignments, { token, body: anAssignmentInput() });
    const { userName } = assignmentSchema.parse(created.body);
    expect(userName).toBe('Mallory '.repeat(13).slice(0, ASSIGNMENT_LIMITS.nameMax).trim());
    expect(userName).not.toContain('\u202E');
    expect(isStorableText(userName)).toBe(true);
    const submitted = await S.submitExpecting(201, api.url, { ...student, token }, assignmentId);
    expect(submitted.userName).toBe(userName);
  });

  test('a name with nothing visible falls back to the offered name, then to Anonymous', async () => {
    const user = await signUp('Nobody');
    const token = withClaims(user.token, { name: '\u202E\u200b\u3164' });
    const offered = await call(api.url, 'POST', API_PATHS.assignments, { token, body: anAssignmentInput({ userName: ' Ada\u200F ' }) });
    expect(assignmentSchema.parse(offered.body).userName).toBe('Ada');
    const none = await call(api.url, 'POST', API_PATHS.assignments, { token, body: anAssignmentInput() });
    expect(assignmentSchema.parse(none.body).userName).toBe(MESSAGES.assignments.anonymous);
  });
});

describe('an account without an email cannot own work or grade it', () => {
  test('an anonymous user may read the public lists and their own, but not create, submit, read the queue or mark: 403 EMAIL_REQUIRED, nothing stored', async () => {
    const anonymous = await signUpAnonymous();
    const before = await snapshot(api.db);
    const created = await call(api.url, 'POST', API_PATHS.assignments, {
      token: anonymous.token,
      body: anAssignmentInput({ userEmail: '' }),
    });
    S.expectError(created, 403, 'EMAIL_REQUIRED', MESSAGES.api.emailRequired);
    const submitted = await S.submit(api.url, { ...owner, token: anonymous.token }, assignmentId);
    S.expectError(submitted, 403, 'EMAIL_REQUIRED', MESSAGES.api.emailRequired);
    expect(await snapshot(api.db)).toEqual(before);
    const mine = await call(api.url, 'GET', API_PATHS.submissions, { token: anonymous.token });
    expect(mine).toMatchObject({ status: 200, body: [] });
    S.expectError(await call(api.url, 'GET', API_PATHS.pendingSubmissions, { token: anonymous.token }), 403, 'EMAIL_REQUIRED');
    const waiting = await S.submitExpecting(201, api.url, await signUp('Sam Student'), assignmentId);
    const beforeMark = await snapshot(api.db);
    S.expectError(
      await S.mark(api.url, { ...owner, token: anonymous.token }, waiting._id),
      403,
      'EMAIL_REQUIRED',
      MESSAGES.api.emailRequired,
    );
    expect(await snapshot(api.db)).toEqual(beforeMark);
  });
});
