import { describe, expect, test } from '@jest/globals';
import { MESSAGES } from './messages.js';
import { markSubmissionSchema, submitAssignmentSchema } from './submission.schema.js';

const V = MESSAGES.validation;
const firstMessage = (schema: typeof submitAssignmentSchema | typeof markSubmissionSchema, input: object) =>
  schema.safeParse(input).error?.issues[0].message;

describe('submitAssignmentSchema', () => {
  const valid = { googleDocsLink: 'https://docs.google.com/document/d/abc', notes: 'Thanks.' };
  test.each([
    [{ googleDocsLink: 'https://docs.google.com/document/d/a\u0000b' }, V.unsafeText],
    [{ googleDocsLink: `https://docs.google.com/${'d'.repeat(2048)}` }, V.googleDocsLinkMax],
    [{ googleDocsLink: '' }, V.googleDocsLink],
    [{ notes: 'see\u0000attached' }, V.unsafeText],
    [{ notes: 'n'.repeat(2001) }, V.notesMax],
    [{ userName: 'u'.repeat(101) }, V.userNameMax],
  ])('refuses %j', (patch, message) => expect(firstMessage(submitAssignmentSchema, { ...valid, ...patch })).toBe(message));

  test('notes may span lines', () => {
    expect(submitAssignmentSchema.parse({ ...valid, notes: 'line one\nline two' }).notes).toBe('line one\nline two');
  });
});

describe('markSubmissionSchema', () => {
  test.each([
    [{ obtainedMarks: 3_000_000_000 }, V.obtainedMarksMax],
    [{ obtainedMarks: -1 }, V.obtainedMarks],
    [{ obtainedMarks: 10, feedback: 'good\u0000' }, V.unsafeText],
    [{ obtainedMarks: 10, feedback: 'f'.repeat(2001) }, V.feedbackMax],
  ])('refuses %j', (input, message) => expect(firstMessage(markSubmissionSchema, input)).toBe(message));
});
