// What the logs keep of a failure and of a request: ids, codes and route patterns, never SQL,
// parameters, tokens, emails or bodies. Log lines are read from the stream the app writes to.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API, API_PATHS, MESSAGES } from '@studyhub/contracts';
import { sql } from 'drizzle-orm';
import { AppLogger } from '../src/common/logging/app-logger.js';
import { signUp, type TestUser } from './support/accounts.js';
import { call } from './support/http.js';
import { anAssignmentInput } from './support/inputs.js';
import { expectError } from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/** A pino destination that keeps every line. */
class LogCapture {
  text = '';
  write(line: string): void {
    this.text += line;
  }
  entries(): Record<string, unknown>[] {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

const FORCED_TITLE = 'Forced failure: the log probe';
let api: TestApi;
let capture: LogCapture;
let user: TestUser;

beforeAll(async () => {
  capture = new LogCapture();
  [api, user] = await Promise.all([startTestApi({ LOG_LEVEL: 'debug' }, { logDestination: capture }), signUp('Logan Probe-Person')]);
});
afterAll(() => api.close());

describe('a 500 is logged by request id, code and query name only', () => {
  test('a driver error carrying SQL, parameters and the failing row leaves none of them in the log', async () => {
    // A real constraint violation: the driver's error quotes the INSERT, its parameters (email,
    // name, title, description) and, on PostgreSQL, the whole failing row.
    await api.db.execute(sql.raw(`ALTER TABLE assignments ADD CONSTRAINT log_probe CHECK (title <> '${FORCED_TITLE}')`));
    try {
      const input = anAssignmentInput({ title: FORCED_TITLE, description: 'A description nobody should read in a log file.' });
      const answer = await call(api.url, 'POST', API_PATHS.assignments, { token: user.token, body: input });
      expectError(answer, 500, 'INTERNAL', MESSAGES.api.internal);
      const reqId = answer.headers.get('x-request-id');

      const failure = capture.entries().find((entry) => entry.msg === 'request failed');
      expect(failure).toEqual({
        level: 'error',
        time: expect.any(String),
        msg: 'request failed',
        reqId,
        status: 500,
        operation: `POST ${API.createAssignment.path}`,
        error: 'DrizzleQueryError',
        code: '23514',
        query: 'AssignmentsRepository.create',
      });
      const request = capture.entries().find((entry) => entry.msg === 'request' && entry.reqId === reqId);
      expect(request).toMatchObject({ level: 'info', method: 'POST', route: API.createAssignment.path, status: 500 });

      for (const secret of [user.email, user.name, FORCED_TITLE, input.description, user.token.slice(-24)]) {
        expect(capture.text).not.toContain(secret);
      }
      expect(capture.text).not.toMatch(/insert into|params:|failing row|check constraint|"stack"|\bat async\b/i);
    } finally {
      await api.db.execute(sql.raw('ALTER TABLE assignments DROP CONSTRAINT log_probe'));
    }
  });
});

describe('redaction', () => {
  test('headers, cookies, emails, tokens and bodies passed to the logger by mistake are censored', () => {
    const sink = new LogCapture();
    const logger = new AppLogger('debug', sink);
    logger.event('info', 'careless', {
      headers: { authorization: 'Bearer secret-token-1' },
      upstream: { headers: { cookie: 'session=secret-cookie-2' } },
      user: { email: 'leak@studyhub.test', uid: 'uid-kept' },
      token: 'secret-token-3',
      body: { notes: 'secret-notes-4' },
    });
    logger.error(new Error('select * from users where email = $1 -- leak2@studyhub.test'), 'SomeContext');
    const [careless, nestError] = sink.entries();
    expect(careless).toMatchObject({
      headers: { authorization: '[redacted]' },
      upstream: { headers: { cookie: '[redacted]' } },
      user: { email: '[redacted]', uid: 'uid-kept' },
      token: '[redacted]',
      body: '[redacted]',
    });
    expect(nestError).toMatchObject({ level: 'error', context: 'SomeContext', error: 'Error' });
    expect(sink.text).not.toMatch(/secret-|leak|select/);
  });

  test('LOG_LEVEL applies: at warn, requests leave no lines', async () => {
    const quiet = new LogCapture();
    const warnOnly = await startTestApi({ LOG_LEVEL: 'warn' }, { logDestination: quiet });
    try {
      expect((await call(warnOnly.url, 'GET', API_PATHS.assignments)).status).toBe(200);
    } finally {
      await warnOnly.close();
    }
    expect(quiet.entries().filter((entry) => entry.level === 'info' || entry.level === 'debug')).toEqual([]);
  });
});

describe('request ids', () => {
  test("a client's X-Request-Id is logged apart, as clientRequestId, only when it is a UUID; reqId is always ours", async () => {
    const clientId = randomUUID();
    const kept = await call(api.url, 'GET', API_PATHS.assignments, { headers: { 'X-Request-Id': clientId } });
    const reqId = kept.headers.get('x-request-id');
    expect(reqId).not.toBe(clientId);
    const line = capture.entries().find((entry) => entry.msg === 'request' && entry.reqId === reqId);
    expect(line).toMatchObject({ reqId, clientRequestId: clientId, route: API.listAssignments.path, status: 200 });
    expect(capture.entries().filter((entry) => entry.reqId === clientId)).toEqual([]);

    for (const junk of ['lb-trace-42', `${clientId}\n{"level":"error"}`, 'x'.repeat(200)]) {
      const answer = await call(api.url, 'GET', API_PATHS.assignments, { headers: { 'X-Request-Id': junk.replace('\n', ' ') } });
      const entry = capture.entries().find((e) => e.msg === 'request' && e.reqId === answer.headers.get('x-request-id'));
      expect(entry).toBeDefined();
      expect(entry).not.toHaveProperty('clientRequestId');
    }
  });
});
