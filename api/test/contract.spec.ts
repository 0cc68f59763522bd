// Schemathesis-style: walks the OpenAPI document the API serves and calls every operation on the
// running API with valid inputs and with inputs the document rules out, checking each answer
// against the document. An operation the document gains without a valid example here fails.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import {
  API,
  API_DOCS,
  API_PATHS,
  assignmentSchema,
  groupInviteSchema,
  groupSchema,
  submissionSchema,
  type EndpointName,
} from '@studyhub/contracts';
import { randomUUID } from 'node:crypto';
import { signUp, type TestUser } from './support/accounts.js';
import { call, type Answer } from './support/http.js';
import { aMarkInput, aSubmitInput, anAssignmentInput } from './support/inputs.js';
import { OpenApiChecker, type Json, type Operation } from './support/openapi-check.js';
import { startTestApi, type TestApi } from './support/test-api.js';

interface Example {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Who calls (the owner unless said). */
  as?: 'owner' | 'other';
}

let api: TestApi;
let checker: OpenApiChecker;
let owner: TestUser;
let other: TestUser;
let assignmentId: string;
let submissionId: string;
let withdrawnId: string;
let groupId: string;
let inviteId: string;
let inviteToken: string;

beforeAll(async () => {
  api = await startTestApi();
  [owner, other] = await Promise.all([signUp('Contract Owner'), signUp('Contract Other')]);
  checker = new OpenApiChecker((await call(api.url, 'GET', API_DOCS.openapi)).body);
  const created = await call(api.url, 'POST', API.listAssignments.path, { token: owner.token, body: anAssignmentInput() });
  assignmentId = assignmentSchema.parse(created.body)._id;
  const submitted = await call(api.url, 'POST', `${API.listAssignments.path}/${assignmentId}/submit`, {
    token: other.token,
    body: aSubmitInput(),
  });
  submissionId = submissionSchema.parse(submitted.body)._id;
  const second = await call(api.url, 'POST', API.listAssignments.path, { token: owner.token, body: anAssignmentInput() });
  const toWithdraw = await call(api.url, 'POST', `${API.listAssignments.path}/${assignmentSchema.parse(second.body)._id}/submit`, {
    token: other.token,
    body: aSubmitInput(),
  });
  withdrawnId = submissionSchema.parse(toWithdraw.body)._id;
  const group = await call(api.url, 'POST', API_PATHS.groups, { token: owner.token, body: { name: 'Contract group' } });
  groupId = groupSchema.parse(group.body)._id;
  const invite = groupInviteSchema.parse(
    (await call(api.url, 'POST', API_PATHS.groupInvites(groupId), { token: owner.token, body: {} })).body,
  );
  [inviteId, inviteToken] = [invite._id, invite.token];
  await call(api.url, 'POST', API_PATHS.invite(inviteToken), { token: other.token });
});
afterAll(() => api.close());

/** A valid call of each operation, by operationId (the contract table's names). */
const valid = (): Record<EndpointName, Example> => ({
  health: {},
  listAssignments: { query: { search: 'equations', difficulty: 'Medium', sort: 'marks', order: 'desc', limit: '10', offset: '0' } },
  getAssignment: { params: { id: assignmentId } },
  createAssignment: { body: anAssignmentInput({ title: 'Contract created assignment' }) },
  updateAssignment: { params: { id: assignmentId }, body: anAssignmentInput({ title: 'Contract updated assignment' }) },
  submitAssignment: { params: { id: assignmentId }, body: aSubmitInput({ notes: 'second try' }), as: 'other' },
  mySubmissions: { query: { limit: '5' }, as: 'other' },
  pendingSubmissions: { query: { offset: '0' } },
  assignmentSubmissions: { params: { id: assignmentId }, query: { status: 'completed', limit: '5' } },
  submissionCounts: { params: { id: assignmentId } },
  // The owner opens the mark dialog (a claim), closes it, opens it again and marks.
  claimSubmission: { params: { id: submissionId } },
  releaseClaim: { params: { id: submissionId } },
  markSubmission: { params: { id: submissionId }, body: aMarkInput() },
  // The mark told the student.
  myNotifications: { query: { unread: 'true', limit: '5' }, as: 'other' },
  unreadNotifications: { as: 'other' },
  readNotifications: { body: {}, as: 'other' },
  // After the mark: the student contests it, the author answers, both read the history.
  requestRegrade: { params: { id: submissionId }, body: { reason: 'The second part was answered in full.' }, as: 'other' },
  answerRegrade: { params: { id: submissionId }, body: { decision: 'keep', reply: 'The second part misses the proof.' } },
  submissionHistory: { params: { id: submissionId } },
  withdrawSubmission: { params: { id: withdrawnId }, as: 'other' },
  // A group's life: the other user joined through the invite (beforeAll), is made an admin, then
  // the owner; the first owner leaves and the new one deletes the group.
  myGroups: { query: { limit: '5' } },
  // The other user is in the group (beforeAll), the owner made it.
  myProgress: { query: { group: groupId } },
  createGroup: { body: { name: 'Contract created group', description: 'For the contract test.', pictureUrl: '' } },
  getGroup: { params: { id: groupId } },
  updateGroup: {
    params: { id: groupId },
    body: { name: 'Contract group renamed', description: '', pictureUrl: 'https://example.com/group.png' },
  },
  groupMembers: { params: { id: groupId }, query: { invite: inviteId, limit: '5' } },
  groupInvites: { params: { id: groupId }, query: { limit: '5' } },
  createInvite: { params: { id: groupId }, body: { expiresInDays: 3, maxUses: 2 } },
  getInvite: { params: { token: inviteToken } },
  acceptInvite: { params: { token: inviteToken }, as: 'other' },
  revokeInvite: { params: { id: groupId, invite: inviteId } },
  setMemberRole: { params: { id: groupId, uid: other.uid }, body: { role: 'admin' } },
  transferGroup: { params: { id: groupId }, body: { uid: other.uid } },
  removeMember: { params: { id: groupId, uid: owner.uid } },
  deleteGroup: { params: { id: groupId }, as: 'other' },
  createContactRequest: {
    body: { name: 'Ada', email: 'ada@example.com', phone: '020 7946 0958', subject: 'Running', request: 'Hello there.' },
  },
  // Last: the assignment the others use goes.
  deleteAssignment: { params: { id: assignmentId }, body: { userEmail: 'ignored@studyhub.test' } },
});

async function send(operation: Operation, example: Example, token?: string): Promise<Answer> {
  const path = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(example.params?.[name] ?? ''));
  const query = example.query ? `?${new URLSearchParams(example.query)}` : '';
  return call(api.url, operation.method, `${path}${query}`, { token, body: example.body });
}

const tokenFor = (operation: Operation, example: Example) =>
  (operation.op.security ?? []).length ? (example.as === 'other' ? other : owner).token : undefined;
/** `{}` among the alternatives: a guest may call it too. */
const tokenOptional = (operation: Operation) =>
  (operation.op.security ?? []).some((alternative: Json) => Object.keys(alternative).length === 0);

/** Inputs the document rules out, each with the statuses the document allows for it. */
function invalidVariants(operation: Operation, example: Example): [string, Example, number[]][] {
  const variants: [string, Example, number[]][] = [];
  const parameters: Json[] = operation.op.parameters ?? [];
  for (const p of parameters.filter((p) => p.in === 'path')) {
    variants.push([`malformed path ${p.name}`, { ...example, params: { ...example.params, [p.name]: 'not-a-uuid' } }, [404]]);
    variants.push([`unknown path ${p.name}`, { ...example, params: { ...example.params, [p.name]: randomUUID() } }, [404]]);
  }
  for (const p of parameters.filter((p) => p.in === 'query')) {
    const wrong = p.schema.type === 'string' && !p.schema.enum ? 'x'.repeat((p.schema.maxLength ?? 1000) + 1) : 'not-a-valid-value';
    variants.push([`query ${p.name}=${wrong.slice(0, 12)}`, { ...example, query: { ...example.query, [p.name]: wrong } }, [400]]);
  }
  if (parameters.some((p) => p.in === 'query')) {
    variants.push(['an unknown query parameter', { ...example, query: { ...example.query, bogus: '1' } }, [400]]);
  }
  const body = operation.op.requestBody;
  if (body) {
    variants.push(['an array for a body', { ...example, body: [] }, [400]]);
    variants.push(['an unknown body field', { ...example, body: { ...(example.body as object), bogus: 1 } }, [400]]);
    const schema = body.content['application/json'].schema;
    const name = schema.$ref?.split('/').pop();
    const properties: Json = checker.document.components.schemas[name]?.properties ?? {};
    for (const [field, property] of Object.entries<Json>(properties)) {
      const wrongType = property.type === 'string' ? 12345 : 'a string';
      variants.push([`body ${field} of the wrong type`, { ...example, body: { ...(example.body as object), [field]: wrongType } }, [400]]);
    }
  }
  return variants;
}

test('the document lists exactly the calls of the contract table', () => {
  expect(
    checker
      .operations()
      .map((o) => o.id)
      .sort(),
  ).toEqual(Object.keys(API).sort());
});

test('every operation, called as documented, answers as documented; each ruled-out input gets a documented refusal', async () => {
  const examples = valid();
  const operations = checker.operations().sort((a, b) => Object.keys(examples).indexOf(a.id) - Object.keys(examples).indexOf(b.id));
  const report: string[] = [];
  let calls = 0;
  const check = (operation: Operation, what: string, answer: Answer, allowed: number[]) => {
    calls += 1;
    const problems = checker.problems(operation, answer);
    if (!allowed.includes(answer.status)) problems.unshift(`status ${answer.status}, expected ${allowed.join(' or ')}`);
    if (problems.length) report.push(`${operation.id} (${what}): ${problems.join('; ')}`);
  };
  for (const operation of operations) {
    const example = examples[operation.id as EndpointName];
    expect({ operation: operation.id, example: Boolean(example) }).toEqual({ operation: operation.id, example: true });
    const token = tokenFor(operation, example);
    // Refusals first, so the valid call still finds what it needs (delete comes last).
    for (const [what, variant, allowed] of invalidVariants(operation, example))
      check(operation, what, await send(operation, variant, token), allowed);
    const success = Object.keys(operation.op.responses)
      .map(Number)
      .filter((status) => status < 300);
    if (token) check(operation, 'no token', await send(operation, example), tokenOptional(operation) ? success : [401]);
    if (token) check(operation, 'a malformed token', await send(operation, example, 'not.a.token'), [401]);
    check(operation, 'valid', await send(operation, example, token), success);
  }
  expect(report).toEqual([]);
  expect(calls).toBeGreaterThan(60);
});
