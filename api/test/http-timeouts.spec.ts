// Slow and piled-up clients: half a header block, a body trickling in, an idle keep-alive socket
// and connections past the cap are closed on time, while everyone else keeps being answered.
// Short timeouts come from the environment, as an operator would set them.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, MESSAGES, apiErrorSchema } from '@studyhub/contracts';
import { openSocket, readUntilClosed, type RawAnswer } from './support/raw-http.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const HEADERS_MS = 1000;
const REQUEST_MS = 2000;
const KEEP_ALIVE_MS = 800;
/** Node checks the timeouts every quarter of the headers timeout; plus a loaded machine's slack. */
const LATE_MS = HEADERS_MS / 4 + 1000;

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
  });
});
afterAll(() => api.close());

/** Health checks every 100 ms while `work` runs: every one must be answered 200. */
async function answeredMeanwhile<T>(work: Promise<T>): Promise<{ result: T; statuses: number[] }> {
  const statuses: number[] = [];
  let done = false;
  const poll = (async () => {
    while (!done) {
      statuses.push((await fetch(`${api.url}${API_PATHS.health}`)).status);
      await sleep(100);
    }
  })();
  const result = await work;
  done = true;
  await poll;
  return { result, statuses };
}

function expectTimedOut(answer: RawAnswer, afterMs: number) {
  expect(answer.closedByServer).toBe(true);
  expect(answer.ms).toBeGreaterThanOrEqual(afterMs - 50);
  expect(answer.ms).toBeLessThan(afterMs + LATE_MS);
  expect(answer.status).toBe(408);
  expect(apiErrorSchema.parse(JSON.parse(answer.body))).toEqual({
    statusCode: 408,
    code: 'REQUEST_TIMEOUT',
    message: MESSAGES.api.requestTimeout,
  });
}

describe('slow clients are cut off', () => {
  test('twenty sockets each sending half a header block are closed within the headers timeout; others are served meanwhile', async () => {
    const sockets = await Promise.all(Array.from({ length: 20 }, () => openSocket(api.url)));
    const answers = sockets.map((socket) => readUntilClosed(socket, HEADERS_MS + 5000));
    for (const socket of sockets) socket.write(`GET ${API_PATHS.health} HTTP/1.1\r\nHost: localhost\r\nX-Slow: `);
    const { result, statuses } = await answeredMeanwhile(Promise.all(answers));
    for (const answer of result) expectTimedOut(answer, HEADERS_MS);
    expect(statuses.length).toBeGreaterThanOrEqual(5);
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  test('a body sent a byte at a time is cut off at the request timeout', async () => {
    const socket = await openSocket(api.url);
    const answer = readUntilClosed(socket, REQUEST_MS + 5000);
    socket.write(
      `POST ${API_PATHS.assignments} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{`,
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    try {
      const { result, statuses } = await answeredMeanwhile(answer);
      expectTimedOut(result, REQUEST_MS);
      expect(new Set(statuses)).toEqual(new Set([200]));
    } finally {
      clearInterval(trickle);
    }
  });

  test('an idle keep-alive connection is closed after the keep-alive timeout', async () => {
    const socket = await openSocket(api.url);
    const answer = readUntilClosed(socket, KEEP_ALIVE_MS + 5000);
    socket.write(`GET ${API_PATHS.health} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    const result = await answer;
    expect(result.status).toBe(200);
    expect(result.closedByServer).toBe(true);
    expect(result.ms).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 50);
    expect(result.ms).toBeLessThan(KEEP_ALIVE_MS + LATE_MS);
  });
});

test('connections past HTTP_MAX_CONNECTIONS are closed as they arrive; freed places are taken again', async () => {
  const capped = await startTestApi({ HTTP_MAX_CONNECTIONS: '5' });
  try {
    const held = await Promise.all(Array.from({ length: 5 }, () => openSocket(capped.url)));
    const refused = await readUntilClosed(await openSocket(capped.url), 3000);
    expect(refused).toMatchObject({ closedByServer: true, text: '' });
    expect(refused.ms).toBeLessThan(1000);

    for (const socket of held) socket.destroy();
    await sleep(200);
    const response = await fetch(`${capped.url}${API_PATHS.health}`);
    expect(response.status).toBe(200);
  } finally {
    await capped.close();
  }
});
