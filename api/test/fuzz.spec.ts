// Property-based fuzzing, quick run: a thousand generated requests against every call, as
// guests, users (one without an email) and holders of forged or garbage tokens. Properties: never
// a 5xx; every 4xx exactly { statusCode, code, message } (+ errors[]) with no internals and no echo
// of the input; 2xx answers shaped as the contracts say; the database unchanged by every refusal.
// FUZZ_SEED and FUZZ_REQUESTS override the defaults (the long run is `npm run test:chaos`).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { MESSAGES } from '@studyhub/contracts';
import { signUp } from './support/accounts.js';
import { fingerprint } from './support/db-snapshot.js';
import { FUZZ_ENDPOINTS, runFuzz } from './support/fuzz/index.js';
import { checkError } from './support/fuzz/oracle.js';
import { onPostgres, startTestApi, type TestApi } from './support/test-api.js';
import { signUpAnonymous } from './support/tokens.js';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

let api: TestApi;
let tokens: string[];

beforeAll(async () => {
  const [started, ada, bob, anonymous] = await Promise.all([startTestApi(), signUp('Ada Fuzz'), signUp('Bob Fuzz'), signUpAnonymous()]);
  api = started;
  tokens = [ada.token, bob.token, anonymous.token];
});
afterAll(() => api.close());

test(`${REQUESTS} hostile requests: no 5xx, clean error bodies, no change on a refusal`, async () => {
  const report = await runFuzz({ apiUrl: api.url, tokens, requests: REQUESTS, seed: SEED, fingerprint: () => fingerprint(api.db) });
  process.stderr.write(
    `fuzz (${onPostgres() ? 'PostgreSQL' : 'PGlite'}, seed ${SEED}): ${report.requests} requests in ${report.ms} ms, ` +
      `${report.fiveXx} 5xx, ${report.violationCount} violations, by status ${JSON.stringify(report.byStatus)}\n`,
  );
  expect(report.violations).toEqual([]);
  expect(report.fiveXx).toBe(0);
  expect(report.requests).toBe(REQUESTS);
  // The run reached every call, as guests and as users, and saw both refusals and successes.
  expect(Object.keys(report.byEndpoint).sort()).toEqual(FUZZ_ENDPOINTS.map((endpoint) => endpoint.name).sort());
  expect(report.byActor).toMatchObject({ guest: expect.any(Number), user: expect.any(Number) });
  const statuses = Object.keys(report.byStatus).map(Number);
  expect(statuses).toEqual(expect.arrayContaining([200, 201, 400, 401, 404]));
}, 120_000);

describe('the oracle flags what it must', () => {
  const body = (extra: object) =>
    JSON.stringify({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Title must be at least 5 characters.', ...extra });
  test('a clean validation error passes', () => {
    expect(
      checkError(400, 'application/json; charset=utf-8', body({ errors: [{ path: 'title', message: 'x' }] }), [
        '<script>alert(1)</script>',
      ]),
    ).toEqual([]);
  });
  test('an unknown key named back is no echo, though a value sent is part of it (chaos seed 226075978, #73397)', () => {
    const named = body({ message: 'Unknown field(s): submitterUid, $13000000000.' });
    expect(checkError(400, 'application/json', named, ['submitterUid', '3000000000', '$13000000000'])).toEqual([]);
    const echoed = body({ message: 'Unknown field(s): submitterUid. Got 3000000000.' });
    expect(
      checkError(400, 'application/json', echoed, ['submitterUid', '3000000000', '$13000000000']).map((finding) => finding.kind),
    ).toEqual(['echo']);
  });
  test.each([
    ['an extra key', body({ stack: 'x' }), 'error-shape'],
    ['a stack trace', body({ message: 'Error at Object.transform (/work/main/api/src/x.ts:12:3)' }), 'leak'],
    ['SQL', body({ message: 'insert into "assignments" values ($1) failed' }), 'leak'],
    ['the input echoed', body({ message: 'Bad value <script>alert(1)</script>' }), 'echo'],
    [
      'errors[] on another code',
      JSON.stringify({ statusCode: 400, code: 'MARKS_EXCEED_TOTAL', message: MESSAGES.api.badRequest, errors: [] }),
      'error-shape',
    ],
    [
      'a framework message',
      JSON.stringify({ statusCode: 400, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported Media Type' }),
      'error-shape',
    ],
  ])('%s', (_case, text, kind) => {
    expect(checkError(400, 'application/json', text, ['<script>alert(1)</script>']).map((finding) => finding.kind)).toContain(kind);
  });
});
