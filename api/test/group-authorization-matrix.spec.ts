// Every group call, and every call on a group's work, × every kind of caller a group has, in one
// table: the answer's status and code, and for every refusal and every read, every table exactly as
// it was before the call. Outside a group everything answers 404, as if the group did not exist.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { API_PATHS, type ErrorCode } from '@studyhub/contracts';
import { eq } from 'drizzle-orm';
import { groupInvites } from '../src/db/schema.js';
import { signUp, type TestUser } from './support/accounts.js';
import { snapshot } from './support/db-snapshot.js';
import { accept, newGroup, newGroupAssignment, newInvite } from './support/groups.js';
import { call } from './support/http.js';
import { aMarkInput, aSubmitInput, anAssignmentInput } from './support/inputs.js';
import * as S from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';
import { malformedToken } from './support/tokens.js';

const ACTORS = [
  'guest',
  'malformed token',
  'outsider',
  'removed member',
  'expired-invite holder',
  'revoked-invite holder',
  'member',
  'admin',
  'owner',
] as const;
type Actor = (typeof ACTORS)[number];
type Person = Exclude<Actor, 'guest' | 'malformed token'>;

/** Fresh for every cell: the group, its three links, a group assignment and the member's pending work on it. */
interface Fixture {
  groupId: string;
  inviteId: string;
  /** The link each actor holds: an expired one, a revoked one, or the group's live one. */
  linkOf: (actor: Actor) => string;
  assignmentId: string;
  submissionId: string;
}

interface Endpoint {
  method: string;
  path: (fixture: Fixture, actor: Actor) => string;
  body?: () => unknown;
}

const ENDPOINTS = {
  'GET /api/groups': { method: 'GET', path: () => API_PATHS.groups },
  'POST /api/groups': { method: 'POST', path: () => API_PATHS.groups, body: () => ({ name: 'Another group' }) },
  'GET /api/groups/:id': { method: 'GET', path: (f) => API_PATHS.group(f.groupId) },
  'PUT /api/groups/:id': { method: 'PUT', path: (f) => API_PATHS.group(f.groupId), body: () => ({ name: 'Renamed group' }) },
  'DELETE /api/groups/:id': { method: 'DELETE', path: (f) => API_PATHS.group(f.groupId) },
  'GET /api/groups/:id/members': { method: 'GET', path: (f) => API_PATHS.groupMembers(f.groupId) },
  'PUT /api/groups/:id/members/:member': {
    method: 'PUT',
    path: (f) => API_PATHS.groupMember(f.groupId, users.member.uid),
    body: () => ({ role: 'admin' }),
  },
  'DELETE /api/groups/:id/members/:member': { method: 'DELETE', path: (f) => API_PATHS.groupMember(f.groupId, users.member.uid) },
  'PUT /api/groups/:id/owner': { method: 'PUT', path: (f) => API_PATHS.groupOwner(f.groupId), body: () => ({ uid: users.member.uid }) },
  'GET /api/groups/:id/invites': { method: 'GET', path: (f) => API_PATHS.groupInvites(f.groupId) },
  'POST /api/groups/:id/invites': { method: 'POST', path: (f) => API_PATHS.groupInvites(f.groupId), body: () => ({}) },
  'DELETE /api/groups/:id/invites/:invite': { method: 'DELETE', path: (f) => API_PATHS.groupInvite(f.groupId, f.inviteId) },
  'GET /api/invites/:token': { method: 'GET', path: (f, actor) => API_PATHS.invite(f.linkOf(actor)) },
  'POST /api/invites/:token': { method: 'POST', path: (f, actor) => API_PATHS.invite(f.linkOf(actor)) },
  'GET /api/assignments?group=': { method: 'GET', path: (f) => `${API_PATHS.assignments}?group=${f.groupId}` },
  'POST /api/assignments (to the group)': {
    method: 'POST',
    path: () => API_PATHS.assignments,
    body: () => anAssignmentInput({ groupId: fixture.groupId }),
  },
  'GET /api/assignments/:id (of the group)': { method: 'GET', path: (f) => API_PATHS.assignment(f.assignmentId) },
  'POST /api/assignments/:id/submit (of the group)': {
    method: 'POST',
    path: (f) => API_PATHS.submitAssignment(f.assignmentId),
    body: () => aSubmitInput({ notes: 'Again.' }),
  },
  'GET /api/submissions/pending?group=': { method: 'GET', path: (f) => `${API_PATHS.pendingSubmissions}?group=${f.groupId}` },
  'GET /api/progress?group=': { method: 'GET', path: (f) => `${API_PATHS.progress}?group=${f.groupId}` },
  'PUT /api/submissions/:id/mark (of the group)': {
    method: 'PUT',
    path: (f) => API_PATHS.markSubmission(f.submissionId),
    body: () => aMarkInput(),
  },
} satisfies Record<string, Endpoint>;
type Call = keyof typeof ENDPOINTS;

type Outcome = [status: number, code?: ErrorCode];
const OUTSIDERS = ['outsider', 'removed member', 'expired-invite holder', 'revoked-invite holder'] as const;
/** Guests and broken tokens are refused before any group rule; everyone outside is told there is no such thing. */
const outsiders = (outcome: Outcome) =>
  Object.fromEntries(OUTSIDERS.map((actor) => [actor, outcome])) as Record<(typeof OUTSIDERS)[number], Outcome>;
const ROWS = (
  notFound: ErrorCode,
  inside: Record<'member' | 'admin' | 'owner', Outcome>,
  guest: Outcome = [401, 'UNAUTHENTICATED'],
): Record<Actor, Outcome> => ({
  guest,
  'malformed token': [401, 'INVALID_TOKEN'],
  ...outsiders([404, notFound]),
  ...inside,
});
const EVERY_USER = (status: number) => ROWS('GROUP_NOT_FOUND', { member: [status], admin: [status], owner: [status] });
const ALL = (outcome: Outcome) => ({ member: outcome, admin: outcome, owner: outcome });
const MANAGERS = (status: number) => ({
  member: [403, 'NOT_GROUP_ADMIN'] as Outcome,
  admin: [status] as Outcome,
  owner: [status] as Outcome,
});
const OWNER_ONLY = (status: number) => ({
  member: [403, 'NOT_GROUP_OWNER'] as Outcome,
  admin: [403, 'NOT_GROUP_OWNER'] as Outcome,
  owner: [status] as Outcome,
});

const MATRIX: Record<Call, Record<Actor, Outcome>> = {
  'GET /api/groups': { ...EVERY_USER(200), ...outsiders([200]) },
  'POST /api/groups': { ...EVERY_USER(201), ...outsiders([201]) },
  'GET /api/groups/:id': ROWS('GROUP_NOT_FOUND', ALL([200])),
  'PUT /api/groups/:id': ROWS('GROUP_NOT_FOUND', MANAGERS(200)),
  'DELETE /api/groups/:id': ROWS('GROUP_NOT_FOUND', OWNER_ONLY(200)),
  'GET /api/groups/:id/members': ROWS('GROUP_NOT_FOUND', ALL([200])),
  'PUT /api/groups/:id/members/:member': ROWS('GROUP_NOT_FOUND', MANAGERS(200)),
  // For the member it is their own uid: leaving.
  'DELETE /api/groups/:id/members/:member': ROWS('GROUP_NOT_FOUND', ALL([200])),
  'PUT /api/groups/:id/owner': ROWS('GROUP_NOT_FOUND', OWNER_ONLY(200)),
  'GET /api/groups/:id/invites': ROWS('GROUP_NOT_FOUND', MANAGERS(200)),
  'POST /api/groups/:id/invites': ROWS('GROUP_NOT_FOUND', MANAGERS(201)),
  'DELETE /api/groups/:id/invites/:invite': ROWS('GROUP_NOT_FOUND', MANAGERS(200)),
  // Each holds their own link: the live one lets an outsider (and a removed member) in; a dead one says why.
  'GET /api/invites/:token': {
    ...ROWS('GROUP_NOT_FOUND', ALL([200]), [200]),
    outsider: [200],
    'removed member': [200],
    'expired-invite holder': [410, 'INVITE_EXPIRED'],
    'revoked-invite holder': [410, 'INVITE_REVOKED'],
  },
  'POST /api/invites/:token': {
    ...ROWS('GROUP_NOT_FOUND', ALL([200])),
    outsider: [201],
    'removed member': [201],
    'expired-invite holder': [410, 'INVITE_EXPIRED'],
    'revoked-invite holder': [410, 'INVITE_REVOKED'],
  },
  'GET /api/assignments?group=': ROWS('GROUP_NOT_FOUND', ALL([200])),
  'POST /api/assignments (to the group)': ROWS('GROUP_NOT_FOUND', ALL([201])),
  'GET /api/assignments/:id (of the group)': ROWS('ASSIGNMENT_NOT_FOUND', ALL([200]), [404, 'ASSIGNMENT_NOT_FOUND']),
  // The member already holds pending work on it: submitting again replaces it (200).
  'POST /api/assignments/:id/submit (of the group)': ROWS('ASSIGNMENT_NOT_FOUND', {
    member: [200],
    admin: [201],
    owner: [403, 'CANNOT_SUBMIT_OWN_ASSIGNMENT'],
  }),
  'GET /api/submissions/pending?group=': ROWS('GROUP_NOT_FOUND', ALL([200])),
  // A group's figures, like its queue, exist only for its members.
  'GET /api/progress?group=': ROWS('GROUP_NOT_FOUND', ALL([200])),
  'PUT /api/submissions/:id/mark (of the group)': ROWS('SUBMISSION_NOT_FOUND', {
    member: [403, 'CANNOT_MARK_OWN_SUBMISSION'],
    admin: [200],
    owner: [200],
  }),
};

let api: TestApi;
let users: Record<Person, TestUser>;
let fixture: Fixture;

beforeAll(async () => {
  const people = await Promise.all([startTestApi(), ...(ACTORS.slice(2) as readonly Person[]).map((actor) => signUp(`Matrix ${actor}`))]);
  api = people[0] as TestApi;
  users = Object.fromEntries((ACTORS.slice(2) as readonly Person[]).map((actor, i) => [actor, people[i + 1] as TestUser])) as Record<
    Person,
    TestUser
  >;
});
afterAll(() => api.close());

async function freshFixture(): Promise<Fixture> {
  // Empty tables each cell: the snapshots compared around every call stay a few rows long.
  await api.reset();
  const group = await newGroup(api.url, users.owner);
  const live = await newInvite(api.url, users.owner, group._id);
  for (const actor of ['admin', 'member', 'removed member'] as const)
    expect((await accept(api.url, users[actor], live.token)).status).toBe(201);
  expect(
    (await call(api.url, 'PUT', API_PATHS.groupMember(group._id, users.admin.uid), { token: users.owner.token, body: { role: 'admin' } }))
      .status,
  ).toBe(200);
  expect(
    (await call(api.url, 'DELETE', API_PATHS.groupMember(group._id, users['removed member'].uid), { token: users.owner.token })).status,
  ).toBe(200);
  const expired = await newInvite(api.url, users.owner, group._id);
  await api.db
    .update(groupInvites)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(groupInvites.id, expired._id));
  const revoked = await newInvite(api.url, users.owner, group._id);
  expect((await call(api.url, 'DELETE', API_PATHS.groupInvite(group._id, revoked._id), { token: users.owner.token })).status).toBe(200);
  const assignment = await newGroupAssignment(api.url, users.owner, group._id);
  const { _id: submissionId } = await S.submitExpecting(201, api.url, users.member, assignment._id);
  const linkOf = (actor: Actor) =>
    actor === 'expired-invite holder' ? expired.token : actor === 'revoked-invite holder' ? revoked.token : live.token;
  return { groupId: group._id, inviteId: live._id, linkOf, assignmentId: assignment._id, submissionId };
}

const tokenOf = (actor: Actor) => (actor === 'guest' ? undefined : actor === 'malformed token' ? malformedToken() : users[actor].token);

// Objects, not arrays: a row shorter than the test's parameter list would make Jest pass `done`.
const CELLS = (Object.keys(MATRIX) as Call[]).flatMap((name) =>
  ACTORS.map((actor) => {
    const [status, code] = MATRIX[name][actor];
    return { name, actor, status, code };
  }),
);

test.each(CELLS)('$name as $actor: $status', async ({ name, actor, status, code }) => {
  const endpoint: Endpoint = ENDPOINTS[name];
  fixture = await freshFixture();
  const before = await snapshot(api.db);
  const answer = await call(api.url, endpoint.method, endpoint.path(fixture, actor), { token: tokenOf(actor), body: endpoint.body?.() });
  if (code) S.expectError(answer, status, code);
  else expect({ status: answer.status, body: answer.body }).toMatchObject({ status });
  const after = await snapshot(api.db);
  // A member opening a link again is told they are in, and the link is not used up by it.
  const changesNothing = status >= 400 || endpoint.method === 'GET' || (name === 'POST /api/invites/:token' && status === 200);
  if (changesNothing) expect(after).toEqual(before);
  else expect(after).not.toEqual(before);
});
