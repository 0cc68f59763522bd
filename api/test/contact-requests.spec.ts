import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, MESSAGES } from '@studyhub/contracts';
import { formatContactRequests, readContactRequests } from '../src/contact/contact-requests.report.js';
import { snapshot } from './support/db-snapshot.js';
import { call } from './support/http.js';
import { expectError } from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// The contact forms' requests reach the team: stored as sent, refused whole when malformed, read
// back by the operator command, and never written to the logs.
class LogCapture {
  text = '';
  write(line: string): void {
    this.text += line;
  }
}

let api: TestApi;
let logs: LogCapture;

beforeAll(async () => {
  logs = new LogCapture();
  api = await startTestApi({ LOG_LEVEL: 'debug' }, { logDestination: logs });
});
afterAll(() => api.close());

const aRequest = (tag: string) => ({
  name: 'Grace Hopper',
  email: `grace-${tag}@example.com`,
  phone: '+1 (555) 010-9999',
  subject: 'Videos Gaming',
  request: `Do you have study groups for game design?\nAsking for ${tag}.`,
});

describe('POST /api/contact-requests', () => {
  test('stores the request for the operator command, and logs none of it', async () => {
    const tag = `t${Date.now()}`;
    const answer = await call(api.url, 'POST', API_PATHS.contactRequests, { body: aRequest(tag) });
    expect(answer).toMatchObject({ status: 201, body: { message: MESSAGES.api.contactReceived } });

    const [newest] = await readContactRequests(api.db, 1);
    expect(newest).toMatchObject(aRequest(tag));
    const printed = formatContactRequests([newest]);
    expect(printed).toContain(`Grace Hopper <grace-${tag}@example.com>  +1 (555) 010-9999`);
    expect(printed).toContain(`  Asking for ${tag}.`);
    expect(logs.text).not.toContain(tag);
    expect(logs.text).not.toContain('010-9999');
  });

  test.each([
    ['an email without a domain', { email: 'tess@' }, MESSAGES.validation.contactEmail],
    ['letters for a phone', { phone: 'abc' }, MESSAGES.validation.contactPhone],
    ['a blank request', { request: '  ' }, MESSAGES.validation.contactMissing],
  ])('refuses %s with its message and stores nothing', async (_what, change, message) => {
    const before = await snapshot(api.db);
    const answer = await call(api.url, 'POST', API_PATHS.contactRequests, { body: { ...aRequest('bad'), ...change } });
    expectError(answer, 400, 'VALIDATION_FAILED', message);
    expect(await snapshot(api.db)).toEqual(before);
  });
});
