// A user disabled or deleted in Firebase loses access once the token cache's TTL has passed, not
// when their ID token expires an hour later; within the TTL the cached verdict saves the round trip.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { administer } from '@studyhub/auth-emulator';
import { API_PATHS, MESSAGES } from '@studyhub/contracts';
import { signUp, type TestUser } from './support/accounts.js';
import { call } from './support/http.js';
import { expectError } from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const CACHE_MS = 3000;
// What an administrator does in the Firebase console, through the emulator's admin REST API.
const disable = (user: TestUser) => administer('update', { localId: user.uid, disableUser: true });
const remove = (user: TestUser) => administer('delete', { localId: user.uid });

const mySubmissions = (base: string, user: TestUser) => call(base, 'GET', API_PATHS.submissions, { token: user.token });
const expectRefused = async (base: string, user: TestUser) =>
  expectError(await mySubmissions(base, user), 401, 'INVALID_TOKEN', MESSAGES.api.invalidToken);

let cached: TestApi;
let uncached: TestApi;

beforeAll(async () => {
  cached = await startTestApi({ AUTH_TOKEN_CACHE_MS: String(CACHE_MS) });
  uncached = await startTestApi({ AUTH_TOKEN_CACHE_MS: '0' });
});
afterAll(async () => {
  await cached.close();
  await uncached.close();
});

test('disabled and deleted users keep access only until the cache TTL has passed', async () => {
  const [disabled, deleted, untouched] = await Promise.all([signUp('Disabled Dana'), signUp('Deleted Dan'), signUp('Still Here')]);
  for (const user of [disabled, deleted, untouched]) expect((await mySubmissions(cached.url, user)).status).toBe(200);
  const verifiedAt = Date.now();

  await Promise.all([disable(disabled), remove(deleted)]);
  // The verdicts are cached: no call to Firebase, so no news of the change yet.
  expect((await mySubmissions(cached.url, disabled)).status).toBe(200);
  expect((await mySubmissions(cached.url, deleted)).status).toBe(200);
  expect(Date.now() - verifiedAt).toBeLessThan(CACHE_MS);

  await sleep(verifiedAt + CACHE_MS + 100 - Date.now());
  await expectRefused(cached.url, disabled);
  await expectRefused(cached.url, deleted);
  expect((await mySubmissions(cached.url, untouched)).status).toBe(200);
});

test('with AUTH_TOKEN_CACHE_MS=0 the very next call is refused', async () => {
  const user = await signUp('Disabled Right Away');
  expect((await mySubmissions(uncached.url, user)).status).toBe(200);
  await disable(user);
  await expectRefused(uncached.url, user);
});
