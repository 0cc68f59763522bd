// Every call of the API × every kind of caller, in one table: the answer's status and code, and,
// for every refusal and every read, both tables exactly as they were before the call.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { API_PATHS, type ErrorCode } from '@studyhub/contracts';
import { signUp, type TestUser } from './support/accounts.js';
import { snapshot } from './support/db-snapshot.js';
import { call } from './support/http.js';
import { aMarkInput, aSubmitInput, anAssignmentInput } from './support/inputs.js';
import * as S from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';
import { expiredToken, malformedToken, otherProjectToken, signUpAnonymous, withClaims } from './support/tokens.js';

const ACTORS = [
  'guest',
  'malformed token',
  'expired token',
  'other-project token',
  'no-email user',
  'other user',
  'owner',
  'submitter',
] as const;
type Actor = (typeof ACTORS)[number];

/**
 * Fresh for every cell: an assignment of `owner`, a pending submission of `submitter` to it, and
 * an earlier one of `submitter`'s, graded by another user and contested (a regrade request open).
 */
interface Fixture {
  assignmentId: string;
  submissionId: string;
  gradedId: string;
}

interface Endpoint {
  method: string;
  path: (fixture: Fixture) => string;
  body?: unknown;
}

const ENDPOINTS: Record<string, Endpoint> = {
  'GET /api/assignments': { method: 'GET', path: () => API_PATHS.assignments },
  'GET /api/assignments/:id': { method: 'GET', path: (f) => API_PATHS.assignment(f.assignmentId) },
  'POST /api/assignments': { method: 'POST', path: () => API_PATHS.assignments, body: anAssignmentInput() },
  'PUT /api/assignments/:id': {
    method: 'PUT',
    path: (f) => API_PATHS.assignment(f.assignmentId),
    body: anAssignmentInput({ title: 'Taken over' }),
  },
  'DELETE /api/assignments/:id': { method: 'DELETE', path: (f) => API_PATHS.assignment(f.assignmentId) },
  'POST /api/assignments/:id/submit': {
    method: 'POST',
    path: (f) => API_PATHS.submitAssignment(f.assignmentId),
    body: aSubmitInput({ notes: 'Again.' }),
  },
  'GET /api/submissions': { method: 'GET', path: () => API_PATHS.submissions },
  'GET /api/submissions/pending': { method: 'GET', path: () => API_PATHS.pendingSubmissions },
  'PUT /api/submissions/:id/mark': { method: 'PUT', path: (f) => API_PATHS.markSubmission(f.submissionId), body: aMarkInput() },
  'DELETE /api/submissions/:id': { method: 'DELETE', path: (f) => API_PATHS.submission(f.submissionId) },
  'GET /api/submissions/:id/history': { method: 'GET', path: (f) => API_PATHS.submissionHistory(f.gradedId) },
  'POST /api/submissions/:id/regrade': {
    method: 'POST',
    path: (f) => API_PATHS.regrade(f.gradedId),
    body: { reason: 'Please look at part two again.' },
  },
  'PUT /api/submissions/:id/regrade': {
    method: 'PUT',
    path: (f) => API_PATHS.regrade(f.gradedId),
    body: { decision: 'keep', reply: 'It stays.' },
  },
  'GET /api/assignments/:id/submissions': { method: 'GET', path: (f) => API_PATHS.assignmentSubmissions(f.assignmentId) },
  'GET /api/assignments/:id/submission-counts': { method: 'GET', path: (f) => API_PATHS.submissionCounts(f.assignmentId) },
  'GET /api/assignments?show=mine': { method: 'GET', path: () => `${API_PATHS.assignments}?show=mine` },
  'GET /api/progress': { method: 'GET', path: () => API_PATHS.progress },
  'POST /api/contact-requests': {
    method: 'POST',
    path: () => API_PATHS.contactRequests,
    body: { name: 'Ada', email: 'ada@example.com', phone: '+44 20 7946 0958', subject: 'Running', request: 'Do you run study groups?' },
  },
};
type Call = keyof typeof ENDPOINTS;

type Outcome = [status: number, code?: ErrorCode];
const NO_USER: Record<Exclude<Actor, 'no-email user' | 'other user' | 'owner' | 'submitter'>, Outcome> = {
  guest: [401, 'UNAUTHENTICATED'],
  'malformed token': [401, 'INVALID_TOKEN'],
  'expired token': [401, 'INVALID_TOKEN'],
  'other-project token': [401, 'INVALID_TOKEN'],
};
const ANYONE = (status: number): Record<Actor, Outcome> =>
  Object.fromEntries(ACTORS.map((actor): [Actor, Outcome] => [actor, [status]])) as Record<Actor, Outcome>;
/** Open to guests, but a token that is sent must be valid (the caller then gets their own view). */
const OPTIONAL = (status: number): Record<Actor, Outcome> => ({ ...ANYONE(status), ...NO_USER, guest: [status] });
/** An account without an email (anonymous sign-in) is another user who may not own, submit or grade work. */
const NO_EMAIL: Outcome = [403, 'EMAIL_REQUIRED'];
const USERS = (other: Outcome, owner: Outcome, submitter: Outcome, noEmail: Outcome = other): Record<Actor, Outcome> => ({
  ...NO_USER,
  'no-email user': noEmail,
  'other user': other,
  owner,
  submitter,
});

/** Public reads take a guest or a valid token; the contact form takes anyone; everything else needs a valid token. */
const MATRIX: Record<Call, Record<Actor, Outcome>> = {
  'GET /api/assignments': OPTIONAL(200),
  'GET /api/assignments/:id': OPTIONAL(200),
  'GET /api/assignments?show=mine': USERS([200], [200], [200]),
  'POST /api/assignments': USERS([201], [201], [201], NO_EMAIL),
  'PUT /api/assignments/:id': USERS([403, 'NOT_ASSIGNMENT_OWNER'], [200], [403, 'NOT_ASSIGNMENT_OWNER']),
  'DELETE /api/assignments/:id': USERS([403, 'NOT_ASSIGNMENT_OWNER'], [200], [403, 'NOT_ASSIGNMENT_OWNER']),
  // The submitter already holds a pending submission: submitting again replaces it (200).
  'POST /api/assignments/:id/submit': USERS([201], [403, 'CANNOT_SUBMIT_OWN_ASSIGNMENT'], [200], NO_EMAIL),
  'GET /api/submissions': USERS([200], [200], [200]),
  'GET /api/submissions/pending': USERS([200], [200], [200], NO_EMAIL),
  'PUT /api/submissions/:id/mark': USERS([200], [200], [403, 'CANNOT_MARK_OWN_SUBMISSION'], NO_EMAIL),
  'DELETE /api/submissions/:id': USERS([403, 'NOT_SUBMISSION_OWNER'], [403, 'NOT_SUBMISSION_OWNER'], [200]),
  // A history exists only for its student and the assignment's author: anyone else is told it does not.
  'GET /api/submissions/:id/history': USERS([404, 'SUBMISSION_NOT_FOUND'], [200], [200]),
  // The fixture's grade is already contested: its student may not ask twice.
  'POST /api/submissions/:id/regrade': USERS(
    [403, 'NOT_SUBMISSION_OWNER'],
    [403, 'NOT_SUBMISSION_OWNER'],
    [409, 'REGRADE_ALREADY_REQUESTED'],
  ),
  'PUT /api/submissions/:id/regrade': USERS([403, 'NOT_ASSIGNMENT_OWNER'], [200], [403, 'NOT_ASSIGNMENT_OWNER']),
  'GET /api/assignments/:id/submissions': USERS([403, 'NOT_ASSIGNMENT_OWNER'], [200], [403, 'NOT_ASSIGNMENT_OWNER']),
  'GET /api/assignments/:id/submission-counts': USERS([403, 'NOT_ASSIGNMENT_OWNER'], [200], [403, 'NOT_ASSIGNMENT_OWNER']),
  // Each caller's own figures, whoever they are (no email is needed to read them).
  'GET /api/progress': USERS([200], [200], [200]),
  'POST /api/contact-requests': ANYONE(201),
};

let api: TestApi;
let users: Record<'owner' | 'submitter' | 'other user', TestUser>;
let tokens: Record<Actor, string | undefined>;

beforeAll(async () => {
  const [started, owner, submitter, other, anonymous] = await Promise.all([
    startTestApi(),
    signUp('Olga Owner'),
    signUp('Sam Submitter'),
    signUp('Otto Other'),
    signUpAnonymous(),
  ]);
  api = started;
  users = { owner, submitter, 'other user': other };
  tokens = {
    guest: undefined,
    'malformed token': malformedToken(),
    'expired token': expiredToken(owner),
    'other-project token': otherProjectToken(owner),
    'no-email user': anonymous.token,
    'other user': other.token,
    owner: owner.token,
    submitter: submitter.token,
  };
});
afterAll(() => api.close());

async function freshFixture(): Promise<Fixture> {
  // Empty tables each cell: the snapshots compared around every call stay a few rows long.
  await api.reset();
  const assignmentId = await S.newAssignment(api.url, users.owner);
  const { _id: gradedId } = await S.submitExpecting(201, api.url, users.submitter, assignmentId);
  expect((await S.mark(api.url, users['other user'], gradedId)).status).toBe(200);
  const contested = await call(api.url, 'POST', API_PATHS.regrade(gradedId), {
    token: users.submitter.token,
    body: { reason: 'Part two deserves a look.' },
  });
  expect(contested.status).toBe(201);
  const { _id: submissionId } = await S.submitExpecting(201, api.url, users.submitter, assignmentId);
  return { assignmentId, submissionId, gradedId };
}

// Objects, not arrays: a row shorter than the test's parameter list would make Jest pass `done`.
const CELLS = (Object.keys(MATRIX) as Call[]).flatMap((name) =>
  ACTORS.map((actor) => {
    const [status, code] = MATRIX[name][actor];
    return { name, actor, status, code };
  }),
);

test.each(CELLS)('$name as $actor: $status', async ({ name, actor, status, code }) => {
  const endpoint = ENDPOINTS[name];
  const fixture = await freshFixture();
  const before = await snapshot(api.db);
  const answer = await call(api.url, endpoint.method, endpoint.path(fixture), { token: tokens[actor], body: endpoint.body });
  if (code) S.expectError(answer, status, code);
  else expect({ status: answer.status, body: answer.body }).toMatchObject({ status });
  const after = await snapshot(api.db);
  if (status >= 400 || endpoint.method === 'GET') expect(after).toEqual(before);
  else expect(after).not.toEqual(before);
});

test('a re-encoded token with valid claims still passes, so the refusals above are for expiry and project', async () => {
  const reencoded = withClaims(users.owner.token, {});
  expect((await call(api.url, 'GET', API_PATHS.submissions, { token: reencoded })).status).toBe(200);
});
