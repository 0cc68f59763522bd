// While the API closes (app.close(): Nest closes the HTTP server first, then the database), a
// request that still reaches it, here pipelined behind one in progress, is answered by the app on
// the contract and its connection then closed; never Fastify's own 503 body.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { once } from 'node:events';
import { API_PATHS, apiErrorSchema, assignmentSchema } from '@studyhub/contracts';
import { z } from 'zod';
import { openSocket, readUntilClosed } from './support/raw-http.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let closing: Promise<void> | undefined;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await (closing ?? api.close());
});

/** Resolves once `condition` holds, checking every 10 ms. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Status, headers and JSON body of every answer on the connection, in order. */
function answersIn(text: string): { status: number; head: string; body: unknown }[] {
  return text.split(/(?=HTTP\/1\.1 \d{3} )/).map((answer) => {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.slice(9, 12)), head, body: JSON.parse(body) as unknown };
  });
}

test('a request that arrives while the API closes is still answered on the contract, then the connection closes', async () => {
  const socket = await openSocket(api.url);
  const received = readUntilClosed(socket);
  // A request in progress (its body half sent) keeps the connection busy, so closing waits for it.
  const server = api.app.getHttpAdapter().getInstance().server;
  const routed = once(server, 'request');
  const body = JSON.stringify({ title: 'Sent while the API closes' });
  socket.write(
    `POST ${API_PATHS.assignments} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  await routed;
  closing = api.close();
  await until(() => !server.listening);
  // The rest of the first request, and a second one behind it on the same connection.
  socket.write(`${body.slice(5)}GET ${API_PATHS.assignments} HTTP/1.1\r\nHost: x\r\n\r\n`);
  const { text, closedByServer } = await received;

  const [first, second, ...more] = answersIn(text);
  expect(more).toEqual([]);
  expect(first.status).toBe(401);
  expect(apiErrorSchema.strict().safeParse(first.body).success).toBe(true);
  expect(second.status).toBe(200);
  expect(z.array(assignmentSchema).safeParse(second.body).success).toBe(true);
  expect(second.head).toMatch(/\r\nConnection: close\r\n/i);
  expect(closedByServer).toBe(true);
});
