import { describe, expect, test } from '@jest/globals';
import { MESSAGES } from './messages.js';
import { contactPageSchema, contactRequestSchema, contactSectionSchema } from './contact.schema.js';

const request = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 (20) 7946-0958',
  subject: 'Running',
  request: 'Do you run study groups?',
};
const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('contact requests', () => {
  test('a real email and phone pass', () => {
    expect(contactRequestSchema.parse(request)).toEqual(request);
  });

  test.each([
    [{ email: 'tess@' }, MESSAGES.validation.contactEmail],
    [{ email: 'abc' }, MESSAGES.validation.contactEmail],
    [{ phone: 'abc' }, MESSAGES.validation.contactPhone],
    [{ phone: '12' }, MESSAGES.validation.contactPhone],
    [{ request: '   ' }, MESSAGES.validation.contactMissing],
    [{ request: 'x'.repeat(2001) }, MESSAGES.validation.contactRequestMax],
  ])('%j is refused with its message', (change, expected) => {
    expect(message(contactRequestSchema.safeParse({ ...request, ...change }))).toBe(expected);
  });

  test('both forms refuse what the API would', () => {
    expect(contactSectionSchema.safeParse({ ...request, title: 'Hi', email: 'tess@' }).success).toBe(false);
    expect(contactPageSchema.safeParse({ ...request, phone: 'abc' }).success).toBe(false);
    expect(contactPageSchema.safeParse(request).success).toBe(true);
  });
});
