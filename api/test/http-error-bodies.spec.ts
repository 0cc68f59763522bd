// Requests that never reach a route (broken framing, oversized headers, over-long or malformed
// URLs) still get `{ statusCode, code, message }`, and nothing the client sent comes back.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, MESSAGES, apiErrorSchema } from '@studyhub/contracts';
import { rawRequest, type RawAnswer } from './support/raw-http.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/** Sent in every hostile request; it must never appear in an answer. */
const MARKER = 'echo-marker-7f3a9c';
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

function expectClosedWith(answer: RawAnswer, status: number, code: string, message: string) {
  expect({ status: answer.status, closedByServer: answer.closedByServer }).toEqual({ status, closedByServer: true });
  expect(answer.headers).toMatch(/\r\ncontent-type: application\/json/i);
  expect(apiErrorSchema.strict().parse(JSON.parse(answer.body))).toEqual({ statusCode: status, code, message });
  expect(answer.text).not.toContain(MARKER);
}

describe('framing and header errors (raw sockets)', () => {
  test('Content-Length together with Transfer-Encoding: 400 BAD_REQUEST, connection closed', async () => {
    const answer = await rawRequest(
      api.url,
      `POST ${API_PATHS.assignments}?q=${MARKER} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\n` +
        `Transfer-Encoding: chunked\r\nX-Trace: ${MARKER}\r\n\r\n0\r\n\r\n`,
    );
    expectClosedWith(answer, 400, 'BAD_REQUEST', MESSAGES.api.badRequest);
  });

  test('a request line that is not HTTP: 400 BAD_REQUEST', async () => {
    const answer = await rawRequest(api.url, `GET /${MARKER} HTTP/9 ${MARKER}\r\n\r\n`);
    expectClosedWith(answer, 400, 'BAD_REQUEST', MESSAGES.api.badRequest);
  });

  test('a header name with a space in it: 400 BAD_REQUEST', async () => {
    const answer = await rawRequest(api.url, `GET ${API_PATHS.health} HTTP/1.1\r\nHost: localhost\r\nBad Header: ${MARKER}\r\n\r\n`);
    expectClosedWith(answer, 400, 'BAD_REQUEST', MESSAGES.api.badRequest);
  });

  test('headers over 16 KB: 431 HEADERS_TOO_LARGE', async () => {
    const answer = await rawRequest(
      api.url,
      `GET ${API_PATHS.health} HTTP/1.1\r\nHost: localhost\r\nX-Big: ${MARKER}${'a'.repeat(17 * 1024)}\r\n\r\n`,
    );
    expectClosedWith(answer, 431, 'HEADERS_TOO_LARGE', MESSAGES.api.headersTooLarge);
  });

  test('the API keeps answering after them', async () => {
    expect((await fetch(`${api.url}${API_PATHS.health}`)).status).toBe(200);
  });
});

describe('URLs the router refuses (fetch)', () => {
  test('a path parameter over 100 characters: 414 URI_TOO_LONG, URL not echoed', async () => {
    const response = await fetch(`${api.url}${API_PATHS.assignment(`${MARKER}${'a'.repeat(120)}`)}`);
    const text = await response.text();
    expect(response.status).toBe(414);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(apiErrorSchema.strict().parse(JSON.parse(text))).toEqual({
      statusCode: 414,
      code: 'URI_TOO_LONG',
      message: MESSAGES.api.uriTooLong,
    });
    expect(text).not.toContain(MARKER);
  });

  test('a path parameter that is not valid percent-encoding: 400 BAD_REQUEST, URL not echoed', async () => {
    const response = await fetch(`${api.url}${API_PATHS.assignments}/${MARKER}%E0%A4%A`);
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(apiErrorSchema.strict().parse(JSON.parse(text))).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: MESSAGES.api.badRequest,
    });
    expect(text).not.toContain(MARKER);
  });

  test('a 100-character parameter still reaches the route (404 for an unknown id)', async () => {
    const response = await fetch(`${api.url}${API_PATHS.assignment('a'.repeat(100))}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'ASSIGNMENT_NOT_FOUND' });
  });
});
