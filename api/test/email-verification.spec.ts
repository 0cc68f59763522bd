// Issue 21: on a real Firebase project an unverified email is not an identity (accounts are free,
// and anyone can type any address). Verification runs through the real Auth emulator: the link it
// would mail is applied, and the next token carries `email_verified`.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mailedLinks, sendVerificationEmail, signIn } from '@studyhub/auth-emulator';
import { API_PATHS, MESSAGES } from '@studyhub/contracts';
import { parseConfig } from '../src/config/config.js';
import { signUp, type TestUser } from './support/accounts.js';
import { snapshot } from './support/db-snapshot.js';
import { call } from './support/http.js';
import { anAssignmentInput } from './support/inputs.js';
import * as S from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';
import { signUpAnonymous } from './support/tokens.js';

/** What the user does: asks for the link, opens it from their inbox, signs in again. */
async function verify(user: TestUser): Promise<TestUser> {
  await sendVerificationEmail(user.token);
  const link = (await mailedLinks(user.email)).at(-1);
  if (!link) throw new Error(`No verification link for ${user.email}`);
  expect((await fetch(link)).status).toBe(200);
  return { ...user, token: await signIn(user.email) };
}

describe('REQUIRE_VERIFIED_EMAIL', () => {
  const settings = (env: Record<string, string>) => {
    const parsed = parseConfig({ FIREBASE_AUTH_EMULATOR_HOST: '', ...env });
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    return parsed.config.firebase.requireVerifiedEmail;
  };

  test('is on for a real project and off under the emulator unless set', () => {
    expect(settings({})).toBe(true);
    expect(settings({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toBe(false);
    expect(settings({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', REQUIRE_VERIFIED_EMAIL: 'true' })).toBe(true);
    expect(settings({ REQUIRE_VERIFIED_EMAIL: 'false' })).toBe(false);
    expect(parseConfig({ REQUIRE_VERIFIED_EMAIL: 'yes' })).toEqual({
      ok: false,
      problems: ['REQUIRE_VERIFIED_EMAIL: must be true or false'],
    });
  });
});

describe('with verification required', () => {
  let api: TestApi;
  let owner: TestUser;
  let assignmentId: string;

  beforeAll(async () => {
    api = await startTestApi({ REQUIRE_VERIFIED_EMAIL: 'true' });
    owner = await verify(await signUp('Olga Owner'));
    assignmentId = await S.newAssignment(api.url, owner);
  });
  afterAll(() => api.close());

  const refusedUnverified = (response: Awaited<ReturnType<typeof call>>) =>
    S.expectError(response, 403, 'EMAIL_NOT_VERIFIED', MESSAGES.api.emailNotVerified);

  test('an unverified account reads like a guest and its own work, but cannot create, submit, read the queue or mark; nothing stored', async () => {
    const unverified = await signUp('Una Unverified');
    const waiting = await S.submitExpecting(201, api.url, await verify(await signUp('Sam Student')), assignmentId);
    const before = await snapshot(api.db);

    refusedUnverified(await call(api.url, 'POST', API_PATHS.assignments, { token: unverified.token, body: anAssignmentInput() }));
    refusedUnverified(await S.submit(api.url, unverified, assignmentId));
    refusedUnverified(await call(api.url, 'GET', API_PATHS.pendingSubmissions, { token: unverified.token }));
    refusedUnverified(await S.mark(api.url, unverified, waiting._id));
    expect(await snapshot(api.db)).toEqual(before);

    expect((await call(api.url, 'GET', API_PATHS.assignments, { token: unverified.token })).status).toBe(200);
    expect(await call(api.url, 'GET', API_PATHS.submissions, { token: unverified.token })).toMatchObject({ status: 200, body: [] });
  });

  test('after opening the link and signing in again, the same account may submit and mark', async () => {
    const unverified = await signUp('Vera Later');
    refusedUnverified(await S.submit(api.url, unverified, assignmentId));
    const verified = await verify(unverified);
    const submitted = await S.submitExpecting(201, api.url, verified, assignmentId);
    const marked = await S.mark(api.url, await verify(await signUp('Mark Marker')), submitted._id);
    expect(marked.status).toBe(200);
  });

  test('an account without an email is still told to use one (EMAIL_REQUIRED comes first)', async () => {
    const { token } = await signUpAnonymous();
    S.expectError(await call(api.url, 'POST', API_PATHS.assignments, { token, body: anAssignmentInput() }), 403, 'EMAIL_REQUIRED');
  });
});
