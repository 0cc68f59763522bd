// The verified-token cache: a busy token never waits for Firebase once it is cached, and no answer
// serves past the TTL counted from the start of the check that gave it (auth-revocation.spec.ts
// shows the same bound end to end against the emulator).
import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { TokenCache } from '../src/common/auth/firebase-auth.cache.js';

const TTL = 10_000;
const FAR = Number.MAX_SAFE_INTEGER;
const never = () => FAR;

/** A check that answers when the test says so, counting how often it was asked. */
function pendingCheck() {
  const calls: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<string>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

/** Lets the cache's own `then` callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A cache holding the answer 'ada' for 'token', checked just now. */
async function primed() {
  const cache = new TokenCache<string>(TTL);
  const check = pendingCheck();
  const first = cache.get('token', check.load, never);
  check.calls[0].resolve('ada');
  await first;
  return { cache, check };
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['setImmediate'], now: 1_000_000 });
});
afterEach(() => {
  jest.useRealTimers();
});

test('in the first half of its life an answer is served without asking again', async () => {
  const { cache, check } = await primed();
  jest.advanceTimersByTime(TTL / 2 - 1);
  await expect(cache.get('token', check.load, never)).resolves.toBe('ada');
  expect(check.calls).toHaveLength(1);
});

test('a token used in the second half is checked again in the background, and its callers do not wait', async () => {
  const { cache, check } = await primed();

  jest.advanceTimersByTime(TTL / 2);
  // The background check has not answered, yet the call resolves with the answer in hand.
  await expect(cache.get('token', check.load, never)).resolves.toBe('ada');
  await expect(cache.get('token', check.load, never)).resolves.toBe('ada');
  expect(check.calls).toHaveLength(2);

  check.calls[1].resolve('ada, checked again');
  await settle();
  // The new answer serves a whole TTL from when its check started.
  jest.advanceTimersByTime(TTL - 1);
  await expect(cache.get('token', check.load, never)).resolves.toBe('ada, checked again');
});

test('no answer serves past its TTL: a token unused that long waits for a new check', async () => {
  const { cache, check } = await primed();

  jest.advanceTimersByTime(TTL);
  const late = cache.get('token', check.load, never);
  expect(check.calls).toHaveLength(2);
  check.calls[1].reject(new Error('revoked'));
  await expect(late).rejects.toThrow('revoked');
});

test('a refusal from the background check drops the answer: the next call is refused', async () => {
  const { cache, check } = await primed();

  jest.advanceTimersByTime(TTL / 2);
  await cache.get('token', check.load, never);
  check.calls[1].reject(new Error('revoked'));
  await settle();

  const next = cache.get('token', check.load, never);
  expect(check.calls).toHaveLength(3);
  check.calls[2].reject(new Error('revoked'));
  await expect(next).rejects.toThrow('revoked');
});

test("a token's own expiry ends its entry sooner than the TTL", async () => {
  const cache = new TokenCache<string>(TTL);
  const check = pendingCheck();
  const expiresSoon = () => Date.now() + 1000;
  const first = cache.get('token', check.load, expiresSoon);
  check.calls[0].resolve('ada');
  await first;
  await settle();

  jest.advanceTimersByTime(1000);
  void cache.get('token', check.load, expiresSoon);
  expect(check.calls).toHaveLength(2);
});
