import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, MESSAGES, apiErrorSchema, assignmentSchema } from '@studyhub/contracts';
import { signUp, type TestUser } from './support/accounts.js';
import { call } from './support/http.js';
import { anAssignmentInput, daysFromNow } from './support/inputs.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const V = MESSAGES.validation;
let api: TestApi;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  [api, owner, other] = await Promise.all([startTestApi(), signUp('Ada Owner'), signUp('Bob Other')]);
});
afterAll(() => api.close());

const create = (user: TestUser, body: unknown) => call(api.url, 'POST', API_PATHS.assignments, { token: user.token, body });
const expectError = (answer: { status: number; body: unknown }, status: number, code: string, message?: string) => {
  expect(answer.status).toBe(status);
  const error = apiErrorSchema.parse(answer.body);
  expect(error).toMatchObject({ statusCode: status, code, ...(message ? { message } : {}) });
};

describe('POST /api/assignments', () => {
  test('creates an assignment owned by the token user, whatever the body claims', async () => {
    const answer = await create(owner, anAssignmentInput({ userEmail: 'someone@else.test', userName: 'Impostor' }));
    expect(answer.status).toBe(201);
    const created = assignmentSchema.parse(answer.body);
    expect(created).toMatchObject({
      title: 'Linear equations practice',
      marks: 20,
      difficulty: 'Medium',
      userEmail: owner.email,
      userName: 'Ada Owner',
    });
    // A guest reads the same assignment without the owner's email.
    const fetched = await call(api.url, 'GET', API_PATHS.assignment(created._id));
    const { userEmail: _ownersOnly, ...publicView } = created;
    expect(assignmentSchema.parse(fetched.body)).toEqual(publicView);
  });

  test('difficulty defaults to Easy and the due date comes back as an ISO string', async () => {
    const { difficulty: _omitted, ...input } = anAssignmentInput({ dueDate: '2099-03-01' });
    const created = assignmentSchema.parse((await create(owner, input)).body);
    expect(created.difficulty).toBe('Easy');
    expect(created.dueDate).toBe('2099-03-01T00:00:00.000Z');
  });

  test('an account without a display name uses the offered userName, else Anonymous', async () => {
    const nameless = await signUp(null);
    const withName = assignmentSchema.parse((await create(nameless, anAssignmentInput({ userName: 'Chosen Name' }))).body);
    expect(withName.userName).toBe('Chosen Name');
    const without = assignmentSchema.parse((await create(nameless, anAssignmentInput())).body);
    expect(without.userName).toBe(MESSAGES.assignments.anonymous);
  });

  test.each([
    ['a title under 5 characters', { title: 'Abcd' }, V.title],
    ['a missing title', { title: undefined }, V.title],
    ['a description under 20 characters', { description: 'Too short to count' }, V.description],
    ['zero marks', { marks: 0 }, V.marks],
    ['negative marks', { marks: -5 }, V.marks],
    ['fractional marks', { marks: 2.5 }, V.marks],
    ['marks sent as a string', { marks: '20' }, V.marks],
    ['a thumbnail that is not an image URL', { thumbnailUrl: 'https://example.org/photo.webp' }, V.thumbnailUrl],
    ['a thumbnail that is not http(s)', { thumbnailUrl: 'ftp://example.org/a.png' }, V.thumbnailUrl],
    ['a due date in the past', { dueDate: daysFromNow(-3) }, V.dueDate],
    ['a due date that is not a date', { dueDate: 'next friday' }, V.dueDateFormat],
    ['an empty due date', { dueDate: '' }, V.dueDate],
  ])('refuses %s with its message', async (_case, patch, message) => {
    const answer = await create(owner, { ...anAssignmentInput(), ...patch });
    expectError(answer, 400, 'VALIDATION_FAILED', message);
    expect(answer.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ message })]));
  });

  test('accepts a due date of today', async () => {
    const answer = await create(owner, anAssignmentInput({ dueDate: new Date().toISOString().slice(0, 10) }));
    expect(answer.status).toBe(201);
  });

  test.each([['_id'], ['ownerUid'], ['status'], ['createdAt']])('rejects a body that sets %s (mass assignment)', async (field) => {
    const answer = await create(owner, { ...anAssignmentInput(), [field]: 'x' });
    expectError(answer, 400, 'VALIDATION_FAILED');
    expect(answer.body.message).toContain(field);
  });

  test('refuses guests, garbage tokens and non-Bearer schemes', async () => {
    expectError(
      await call(api.url, 'POST', API_PATHS.assignments, { body: anAssignmentInput() }),
      401,
      'UNAUTHENTICATED',
      MESSAGES.api.unauthenticated,
    );
    expectError(
      await call(api.url, 'POST', API_PATHS.assignments, { token: 'not-a-jwt', body: anAssignmentInput() }),
      401,
      'INVALID_TOKEN',
      MESSAGES.api.invalidToken,
    );
    const basic = await call(api.url, 'POST', API_PATHS.assignments, {
      headers: { Authorization: 'Basic YTpi' },
      body: anAssignmentInput(),
    });
    expectError(basic, 401, 'INVALID_TOKEN');
  });
});

describe('GET /api/assignments/:id', () => {
  test('404 for an unknown id and for a malformed one', async () => {
    for (const id of ['6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', 'not-a-uuid', '1 OR 1=1']) {
      expectError(await call(api.url, 'GET', API_PATHS.assignment(id)), 404, 'ASSIGNMENT_NOT_FOUND', MESSAGES.api.assignmentNotFound);
    }
  });
});

describe('PUT /api/assignments/:id', () => {
  let id: string;
  beforeAll(async () => {
    id = assignmentSchema.parse((await create(owner, anAssignmentInput({ title: 'Original title' }))).body)._id;
  });
  const update = (user: TestUser | null, target: string, body: unknown) =>
    call(api.url, 'PUT', API_PATHS.assignment(target), { token: user?.token, body });

  test('the owner updates every editable field; owner fields stay', async () => {
    const input = anAssignmentInput({ title: 'New title', marks: 75, difficulty: 'Hard', dueDate: daysFromNow(-10), userEmail: 'x@y.z' });
    const answer = await update(owner, id, input);
    expect(answer.status).toBe(200);
    // A past due date may be kept on update.
    expect(assignmentSchema.parse(answer.body)).toMatchObject({
      _id: id,
      title: 'New title',
      marks: 75,
      difficulty: 'Hard',
      userEmail: owner.email,
    });
  });

  test('another user gets 403 with the product wording and nothing changes', async () => {
    expectError(
      await update(other, id, anAssignmentInput({ title: 'Hijacked title' })),
      403,
      'NOT_ASSIGNMENT_OWNER',
      MESSAGES.ownership.editOwn,
    );
    expect((await call(api.url, 'GET', API_PATHS.assignment(id))).body.title).not.toBe('Hijacked title');
  });

  test('guest 401, unknown or malformed id 404, invalid body 400, smuggled fields 400', async () => {
    expectError(await update(null, id, anAssignmentInput()), 401, 'UNAUTHENTICATED');
    expectError(await update(owner, '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', anAssignmentInput()), 404, 'ASSIGNMENT_NOT_FOUND');
    expectError(await update(owner, 'abc', anAssignmentInput()), 404, 'ASSIGNMENT_NOT_FOUND');
    expectError(await update(owner, id, anAssignmentInput({ description: 'short' })), 400, 'VALIDATION_FAILED', V.description);
    expectError(await update(owner, id, { ...anAssignmentInput(), ownerUid: other.uid }), 400, 'VALIDATION_FAILED');
  });
});

describe('DELETE /api/assignments/:id', () => {
  test('only the owner deletes; afterwards the assignment is gone', async () => {
    const id = assignmentSchema.parse((await create(owner, anAssignmentInput())).body)._id;
    const path = API_PATHS.assignment(id);
    expectError(await call(api.url, 'DELETE', path), 401, 'UNAUTHENTICATED');
    // The original client sends { userEmail }: claiming the owner's email changes nothing.
    const byOther = await call(api.url, 'DELETE', path, { token: other.token, body: { userEmail: owner.email } });
    expectError(byOther, 403, 'NOT_ASSIGNMENT_OWNER', MESSAGES.ownership.deleteOwn);
    expect((await call(api.url, 'GET', path)).status).toBe(200);

    const byOwner = await call(api.url, 'DELETE', path, { token: owner.token, body: { userEmail: owner.email } });
    expect(byOwner).toMatchObject({ status: 200, body: { message: MESSAGES.assignments.deletedBody } });
    expectError(await call(api.url, 'GET', path), 404, 'ASSIGNMENT_NOT_FOUND');
    expectError(await call(api.url, 'DELETE', path, { token: owner.token }), 404, 'ASSIGNMENT_NOT_FOUND');
  });

  test('works without a body and refuses unknown body fields', async () => {
    const id = assignmentSchema.parse((await create(owner, anAssignmentInput())).body)._id;
    expectError(
      await call(api.url, 'DELETE', API_PATHS.assignment(id), { token: owner.token, body: { force: true } }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await call(api.url, 'DELETE', API_PATHS.assignment(id), { token: owner.token })).status).toBe(200);
  });
});
