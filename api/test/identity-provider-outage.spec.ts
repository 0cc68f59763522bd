// Revocation is checked with the identity provider on each new token. When the provider cannot be
// reached, a good token must not be told "log in again" (401): the answer is 503, retryable.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { API_PATHS, MESSAGES } from '@studyhub/contracts';
import { signUp, type TestUser } from './support/accounts.js';
import { call } from './support/http.js';
import { anAssignmentInput } from './support/inputs.js';
import { freePort } from './support/processes.js';
import { expectError } from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const realEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
let api: TestApi;
let user: TestUser;

beforeAll(async () => {
  user = await signUp('Provider Outage');
  // firebase-admin reads the emulator address from the environment: this API's provider is a
  // port nothing listens on. Put back after, for the files that run next in this process.
  api = await startTestApi({ FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${await freePort()}` });
});
afterAll(async () => {
  await api.close();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = realEmulator;
});

test('a valid token meets an unreachable identity provider: 503 SERVICE_UNAVAILABLE, nothing written', async () => {
  const answer = await call(api.url, 'POST', API_PATHS.assignments, { token: user.token, body: anAssignmentInput() });
  expectError(answer, 503, 'SERVICE_UNAVAILABLE', MESSAGES.api.serviceUnavailable);
  expect((await call(api.url, 'GET', API_PATHS.assignments)).body).toEqual([]);
});

test('a token that cannot be one is still refused with 401, provider or not', async () => {
  expectError(
    await call(api.url, 'POST', API_PATHS.assignments, { token: 'not.a.token', body: anAssignmentInput() }),
    401,
    'INVALID_TOKEN',
  );
});
