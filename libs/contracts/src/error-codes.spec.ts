import { describe, expect, test } from '@jest/globals';
import { readApiError } from './error-codes.js';
import { apiErrorSchema } from './error.schema.js';

// The web reads refusals with readApiError (no zod); the API's bodies follow apiErrorSchema. The two
// must agree on what an error body is, or a page would show its fallback for a real refusal.
const bodies: unknown[] = [
  { statusCode: 409, code: 'SUBMISSION_ALREADY_MARKED', message: 'Already marked.' },
  { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Title is required.', errors: [{ path: 'title', message: 'Title is required.' }] },
  { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: '' },
  { statusCode: 200, code: 'INTERNAL', message: 'not an error status' },
  { statusCode: 400.5, code: 'BAD_REQUEST', message: 'x' },
  { statusCode: 400, code: 'NO_SUCH_CODE', message: 'x' },
  { statusCode: 400, code: 'BAD_REQUEST' },
  { statusCode: '400', code: 'BAD_REQUEST', message: 'x' },
  { message: 'Unauthorized' },
  'Bad request',
  null,
  [],
];

describe('readApiError', () => {
  test.each(bodies.map((body) => [JSON.stringify(body), body]))('agrees with apiErrorSchema on %s', (_label, body) => {
    const parsed = apiErrorSchema.safeParse(body);
    const read = readApiError(body);
    expect(read !== undefined).toBe(parsed.success);
    if (parsed.success) expect(read).toEqual({ statusCode: parsed.data.statusCode, code: parsed.data.code, message: parsed.data.message });
  });
});
