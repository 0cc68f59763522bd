import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, MESSAGES, apiErrorSchema } from '@studyhub/contracts';
import { DATABASE_HANDLE } from '../src/db/database.module.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { signUp, type TestUser } from './support/accounts.js';
import { call } from './support/http.js';
import { anAssignmentInput } from './support/inputs.js';
import { openSocket, rawRequest, readUntilClosed, type RawAnswer } from './support/raw-http.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const ORIGIN = 'http://localhost:3000';
let api: TestApi;
let user: TestUser;

beforeAll(async () => {
  [api, user] = await Promise.all([startTestApi({ WEB_ORIGINS: `${ORIGIN},http://127.0.0.1:3000` }), signUp('Edge Case')]);
});
afterAll(() => api.close());

const expectError = (answer: { status: number; body: unknown }, status: number, code: string, message: string) => {
  expect(answer.status).toBe(status);
  expect(apiErrorSchema.parse(answer.body)).toEqual({ statusCode: status, code, message });
};

describe('every error has the { statusCode, code, message } shape', () => {
  test('unknown routes and methods: 404 NOT_FOUND', async () => {
    expectError(await call(api.url, 'GET', '/api/nothing-here'), 404, 'NOT_FOUND', MESSAGES.api.notFound);
    expectError(await call(api.url, 'PATCH', API_PATHS.assignments), 404, 'NOT_FOUND', MESSAGES.api.notFound);
    expectError(await call(api.url, 'GET', '/'), 404, 'NOT_FOUND', MESSAGES.api.notFound);
  });

  test('a body over 64 KB: 413 PAYLOAD_TOO_LARGE', async () => {
    const huge = anAssignmentInput({ description: 'x'.repeat(70 * 1024) });
    expectError(
      await call(api.url, 'POST', API_PATHS.assignments, { token: user.token, body: huge }),
      413,
      'PAYLOAD_TOO_LARGE',
      MESSAGES.api.payloadTooLarge,
    );
  });

  test('a body that is not JSON: 415, or 400 when it claims to be JSON', async () => {
    const xml = await call(api.url, 'POST', API_PATHS.assignments, {
      token: user.token,
      rawBody: '<a/>',
      headers: { 'Content-Type': 'application/xml' },
    });
    expectError(xml, 415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.api.unsupportedMediaType);
    const broken = await call(api.url, 'POST', API_PATHS.assignments, { token: user.token, rawBody: '{"title": ' });
    expectError(broken, 400, 'VALIDATION_FAILED', MESSAGES.api.invalidJson);
    const plain = await call(api.url, 'POST', API_PATHS.assignments, {
      token: user.token,
      rawBody: 'hello',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(plain.status).toBe(400);
  });

  test('a server fault answers 500 INTERNAL without internals, and health reports 503', async () => {
    const broken = await startTestApi();
    try {
      await broken.app.get<DatabaseHandle>(DATABASE_HANDLE).close();
      const answer = await call(broken.url, 'GET', API_PATHS.assignments);
      expectError(answer, 500, 'INTERNAL', MESSAGES.api.internal);
      expect(JSON.stringify(answer.body)).not.toMatch(/pglite|pool|sql|stack|select/i);
      expect((await call(broken.url, 'GET', API_PATHS.health)).status).toBe(503);
    } finally {
      await broken.close();
    }
  });
});

describe('HTTP hygiene', () => {
  test('health names the database driver', async () => {
    const answer = await call(api.url, 'GET', API_PATHS.health);
    expect(answer).toMatchObject({ status: 200, body: { status: 'ok', db: process.env.DATABASE_URL ? 'postgres' : 'pglite' } });
  });

  test('security headers are set', async () => {
    const { headers } = await call(api.url, 'GET', API_PATHS.health);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  test('CORS lets the web origins in (token header included) and no one else', async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}${API_PATHS.assignments}`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'authorization,content-type' },
      });
    const allowed = await preflight('http://127.0.0.1:3000');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  test("each answer carries the server's own request id, never one the client chose", async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect((await call(api.url, 'GET', API_PATHS.health)).headers.get('x-request-id')).toMatch(uuid);
    // A client's UUID is only logged beside ours (logging.spec.ts): two clients sending the same one
    // must still get two ids.
    for (const sent of [randomUUID(), 'lb-trace-42', 'x'.repeat(200)]) {
      const id = (await call(api.url, 'GET', API_PATHS.health, { headers: { 'X-Request-Id': sent } })).headers.get('x-request-id');
      expect(id).toMatch(uuid);
      expect(id).not.toBe(sent);
    }
  });
});

/** What Node's own server answered with an empty body now follows the contract. */
describe('requests Node refuses by itself (raw sockets)', () => {
  const expectContractAnswer = (answer: RawAnswer, status: number, closed: boolean) => {
    expect({ status: answer.status, closedByServer: answer.closedByServer }).toEqual({ status, closedByServer: closed });
    expect(answer.headers).toMatch(/\r\ncontent-type: application\/json/i);
    expect(apiErrorSchema.strict().parse(JSON.parse(answer.body))).toEqual({
      statusCode: status,
      code: 'BAD_REQUEST',
      message: MESSAGES.api.badRequest,
    });
  };

  test('HTTP/1.1 without a Host header: 400 BAD_REQUEST with the error body and a request id', async () => {
    const answer = await rawRequest(api.url, `GET ${API_PATHS.health} HTTP/1.1\r\nConnection: close\r\n\r\n`, 5000);
    expectContractAnswer(answer, 400, true);
    expect(answer.headers).toMatch(/\r\nx-request-id: [0-9a-f-]{36}/i);
  });

  test('HTTP/1.0, which has no Host header to send, is still served', async () => {
    const answer = await rawRequest(api.url, `GET ${API_PATHS.health} HTTP/1.0\r\n\r\n`, 5000);
    expect(answer.status).toBe(200);
  });

  test('an Expect other than 100-continue: 417 with the error body, connection closed', async () => {
    const answer = await rawRequest(api.url, `GET ${API_PATHS.health} HTTP/1.1\r\nHost: localhost\r\nExpect: foo\r\n\r\n`, 5000);
    expectContractAnswer(answer, 417, true);
  });

  test('Expect: 100-continue still works', async () => {
    const answer = await rawRequest(
      api.url,
      `GET ${API_PATHS.health} HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
      5000,
    );
    expect(answer.text).toMatch(/HTTP\/1\.1 200 OK/);
  });

  test('a chunked body whose framing breaks: 400, logged at warn, no error line', async () => {
    const lines: string[] = [];
    const logged = await startTestApi({ LOG_LEVEL: 'debug' }, { logDestination: { write: (line: string) => void lines.push(line) } });
    try {
      // No token: the client is then known by its address, which a destroyed socket no longer has.
      const head =
        `POST ${API_PATHS.assignments} HTTP/1.1\r\nHost: localhost\r\n` +
        'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
      // The bad chunk size in the same packet as the headers, then in a later one (body being read).
      expectContractAnswer(await rawRequest(logged.url, `${head}zz\r\nabc\r\n0\r\n\r\n`, 5000), 400, true);
      const socket = await openSocket(logged.url);
      const later = readUntilClosed(socket, 5000);
      socket.write(`${head}3\r\n{"t\r\n`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      socket.write('zz\r\n');
      expectContractAnswer(await later, 400, true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const entries = lines.map((line) => JSON.parse(line) as { level: string; code?: string; msg: string });
      expect(entries.filter((entry) => entry.level === 'error')).toEqual([]);
      expect(entries.filter((entry) => entry.level === 'warn' && entry.code === 'HPE_INVALID_CHUNK_SIZE')).toHaveLength(2);
    } finally {
      await logged.close();
    }
  });
});

describe('rate limiting', () => {
  test('past the limit a client gets 429 RATE_LIMITED with Retry-After; health has a budget of its own', async () => {
    const limited = await startTestApi({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
    try {
      for (let i = 0; i < 3; i += 1) expect((await call(limited.url, 'GET', API_PATHS.assignments)).status).toBe(200);
      const refused = await call(limited.url, 'GET', API_PATHS.assignments);
      expectError(refused, 429, 'RATE_LIMITED', MESSAGES.api.rateLimited);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await call(limited.url, 'GET', API_PATHS.health)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

(hasRedis ? describe : describe.skip)('rate limiting with REDIS_URL (redis-server found on this machine)', () => {
  test('two API replicas share one budget per client', async () => {
    const port = await freePort();
    const redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_MAX: '4', RATE_LIMIT_WINDOW_MS: '60000' };
    const replicas: TestApi[] = [];
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      replicas.push(await startTestApi(env), await startTestApi(env));
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await call(replicas[i % 2].url, 'GET', API_PATHS.assignments)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      for (const replica of replicas) await replica.close();
      redis.kill();
    }
  });
});
