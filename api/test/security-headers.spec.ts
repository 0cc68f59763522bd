// The API's security headers as a browser meets them, on every kind of answer: data, the docs
// page, and the errors a probe provokes (no token, unknown route, bad input, rate limit). An
// answer without them can be framed, sniffed as HTML or leak its URL in a Referer.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS } from '@studyhub/contracts';
import { call } from './support/http.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;

beforeAll(async () => {
  // A budget of one write, so the second one is a 429.
  api = await startTestApi({ RATE_LIMIT_MAX: '100', RATE_LIMIT_WRITE_MAX: '1' });
});
afterAll(() => api.close());

/** The policy as a map of directive -> sources. */
const directives = (csp: string | null) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]): [string, string[]] => [name, sources]),
  );

function expectSecurityHeaders(headers: Headers) {
  const csp = directives(headers.get('content-security-policy'));
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('script-src') ?? csp.get('default-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('frame-ancestors')).toEqual(expect.arrayContaining([expect.stringMatching(/^'(none|self)'$/)]));
  expect(csp.get('frame-ancestors')).toHaveLength(1);
  expect(headers.get('x-frame-options')).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(headers.get('referrer-policy')).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  expect(headers.get('x-powered-by')).toBeNull();
}

describe('security headers', () => {
  test.each([
    ['health', 'GET', API_PATHS.health, 200],
    ['a list', 'GET', `${API_PATHS.assignments}?limit=1`, 200],
    ['the docs page', 'GET', API_PATHS.docs, 200],
    ['an unknown route', 'GET', '/api/nothing-here', 404],
    ['an unknown id', 'GET', API_PATHS.assignment('00000000-0000-4000-8000-000000000000'), 404],
    ['a bad query', 'GET', `${API_PATHS.assignments}?limit=abc`, 400],
    ['a write without a token', 'POST', API_PATHS.assignments, 401],
  ])('%s (%s %s) answers %i with them', async (_what, method, path, status) => {
    const answer = await call(api.url, method, path, method === 'POST' ? { body: {} } : {});
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer.headers);
  });

  test('a rate-limited caller gets them too', async () => {
    const write = () => call(api.url, 'POST', API_PATHS.assignments, { body: {} });
    await write();
    const limited = await write();
    expect(limited.status).toBe(429);
    expectSecurityHeaders(limited.headers);
  });
});
