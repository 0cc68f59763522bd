import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS } from '@studyhub/contracts';
import { signUp, type TestUser } from './support/accounts.js';
import { call } from './support/http.js';
import { anAssignmentInput } from './support/inputs.js';
import * as S from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// An email reaches only the person it belongs to: every answer of every read is searched whole for
// the other people's addresses, whoever asks.
let api: TestApi;
let owner: TestUser;
let student: TestUser;
let marker: TestUser;
let assignmentId: string;
let submissionId: string;

beforeAll(async () => {
  [api, owner, student, marker] = await Promise.all([startTestApi(), signUp('Olga Owner'), signUp('Sam Student'), signUp('Mia Marker')]);
  assignmentId = await S.newAssignment(api.url, owner, 50, 'Privacy probe');
  submissionId = (await S.submitExpecting(201, api.url, student, assignmentId))._id;
});
afterAll(() => api.close());

/** Every read a client can make, as `user` (null: a guest). */
async function everyAnswer(user: TestUser | null): Promise<string> {
  const paths = [API_PATHS.assignments, API_PATHS.assignment(assignmentId)];
  if (user) {
    paths.push(
      `${API_PATHS.assignments}?show=mine`,
      API_PATHS.submissions,
      API_PATHS.pendingSubmissions,
      API_PATHS.assignmentSubmissions(assignmentId),
    );
  }
  const answers = await Promise.all(paths.map((path) => call(api.url, 'GET', path, { token: user?.token })));
  return answers.map((answer) => JSON.stringify(answer.body)).join('\n');
}

describe('emails go only to the person they belong to', () => {
  test('a guest reads no email at all', async () => {
    expect(await everyAnswer(null)).not.toMatch(/@studyhub\.test/);
  });

  test("a marker reads the owner's and the student's names, never their emails", async () => {
    const seen = await everyAnswer(marker);
    expect(seen).toContain('Sam Student');
    expect(seen).not.toContain(owner.email);
    expect(seen).not.toContain(student.email);
  });

  test("the owner reads their own email and the student's name only", async () => {
    const seen = await everyAnswer(owner);
    expect(seen).toContain(owner.email);
    expect(seen).toContain('Sam Student');
    expect(seen).not.toContain(student.email);
  });

  test("the student reads their own email and the owner's name only", async () => {
    const seen = await everyAnswer(student);
    expect(seen).toContain(student.email);
    expect(seen).not.toContain(owner.email);
  });

  test("a mark's answer names the student without their email; a create answers the owner's own", async () => {
    const marked = await S.mark(api.url, marker, submissionId);
    expect(JSON.stringify(marked.body)).not.toContain(student.email);
    const created = await call(api.url, 'POST', API_PATHS.assignments, { token: marker.token, body: anAssignmentInput() });
    expect(created.body).toMatchObject({ userEmail: marker.email });
  });
});
