import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, MESSAGES, apiErrorSchema } from '@studyhub/contracts';
import { DATABASE_HANDLE } from '../src/db/database.module.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { signUp, type TestUser } from './support/accounts.js';
import { call } from './support/http.js';
import { anAssignmentInput } from './support/inputs.js';
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
    expectError(await call(api.url, 'POST', API_PATHS.assignments, { token: user.token, body: huge }), 413, 'PAYLOAD_TOO_LARGE', MESSAGES.api.payloadTooLarge);
  });

  test('a body that is not JSON: 415, or 400 when it claims to be JSON', async () => {
    const xml = await call(api.url, 'POST', API_PATHS.assignments, { token: user.token, rawBody: '<a/>', headers: { 'Content-Type': 'application/xml' } });
    expectError(xml, 415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.api.unsupportedMediaType);
    const broken = await call(api.url, 'POST', API_PATHS.assignments, { token: user.token, rawBody: '{"title": ' });
    expectError(broken, 400, 'VALIDATION_FAILED', MESSAGES.api.invalidJson);
    const plain = await call(api.url, 'POST', API_PATHS.assignments, { token: user.token, rawBody: 'hello', headers: { 'Content-Type': 'text/plain' } });
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

  test('each answer carries a request id; a sane incoming one is kept', async () => {
    expect((await call(api.url, 'GET', API_PATHS.health)).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await call(api.url, 'GET', API_PATHS.health, { headers: { 'X-Request-Id': 'lb-trace-42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-trace-42');
    const junk = await call(api.url, 'GET', API_PATHS.health, { headers: { 'X-Request-Id': 'x'.repeat(200) } });
    expect(junk.headers.get('x-request-id')).not.toBe('x'.repeat(200));
  });
});

describe('rate limiting', () => {
  test('past the limit a client gets 429 RATE_LIMITED with Retry-After; health stays exempt', async () => {
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
