import { afterEach, expect, jest, test } from '@jest/globals';
import { loadWithin } from './load-within.js';

afterEach(() => {
  jest.useRealTimers();
});

test('a load that answers in time gives its answer', async () => {
  await expect(loadWithin(Promise.resolve('chunk'), 50)).resolves.toBe('chunk');
  await expect(loadWithin(Promise.reject(new Error('offline')), 50)).rejects.toThrow('offline');
});

test('a load that never settles is given up after the patience, so the caller can say so', async () => {
  jest.useFakeTimers();
  const pending = loadWithin(new Promise<never>(() => undefined), 8000);
  const outcome = pending.then(
    () => 'answered',
    (error: Error) => error.message,
  );
  jest.advanceTimersByTime(7999);
  await Promise.resolve();
  jest.advanceTimersByTime(1);
  await expect(outcome).resolves.toBe('not loaded within 8000 ms');
});
