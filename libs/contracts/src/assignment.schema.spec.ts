import { describe, expect, test } from '@jest/globals';
import { ASSIGNMENT_LIMITS, LIST_PAGE } from './assignment.constants.js';
import { assignmentFormSchema, assignmentListQuerySchema, createAssignmentSchema, updateAssignmentSchema } from './assignment.schema.js';
import { DUE_DATE_RANGE } from './dates.js';
import { MESSAGES } from './messages.js';
import { PAGE } from './paging.js';
import { SUBMISSION_LIMITS } from './submission.constants.js';

const future = new Date(Date.now() + 7 * 864e5).toISOString();
const valid = {
  title: 'Linear equations',
  description: 'Solve the ten equations and explain each step.',
  marks: 20,
  thumbnailUrl: 'https://example.org/thumb.png',
  difficulty: 'Medium',
  dueDate: future,
};

function firstMessage(input: unknown) {
  const result = createAssignmentSchema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
}

describe('createAssignmentSchema', () => {
  test('accepts a valid assignment and defaults difficulty to Easy', () => {
    const { difficulty, ...rest } = valid;
    expect(difficulty).toBe('Medium');
    expect(createAssignmentSchema.parse(rest).difficulty).toBe('Easy');
  });

  test.each([
    [{ title: 'abcd' }, MESSAGES.validation.title],
    [{ description: 'too short' }, MESSAGES.validation.description],
    [{ marks: 0 }, MESSAGES.validation.marks],
    [{ marks: 2.5 }, MESSAGES.validation.marks],
    [{ thumbnailUrl: 'https://example.org/a.bmp' }, MESSAGES.validation.thumbnailUrl],
    [{ dueDate: '2000-01-01' }, MESSAGES.validation.dueDate],
    [{ title: '\u200b'.repeat(5) }, MESSAGES.validation.unsafeText],
    [{ title: '\u3164'.repeat(5) }, MESSAGES.validation.title],
  ])('refuses %j with the product message', (patch, message) => {
    expect(firstMessage({ ...valid, ...patch })).toBe(message);
  });

  const V = MESSAGES.validation;
  test.each([
    ['a 10,000-character title', { title: 'x'.repeat(10_000) }, V.titleMax],
    ['a 5,001-character description', { description: 'x'.repeat(5001) }, V.descriptionMax],
    ['1001 marks', { marks: 1001 }, V.marksMax],
    ['3,000,000,000 marks', { marks: 3_000_000_000 }, V.marksMax],
    ['a 2,049-character thumbnail URL', { thumbnailUrl: `https://example.org/${'a'.repeat(2030)}.png` }, V.thumbnailUrlMax],
    ['a NUL in the title', { title: 'Linear\u0000equations' }, V.unsafeText],
    ['a NUL in the description', { description: 'Solve the ten equations\u0000 and explain.' }, V.unsafeText],
    ['a due date that is not ISO 8601', { dueDate: 'Dec 25, 2026' }, V.dueDateFormat],
    ['an impossible due date', { dueDate: '2099-02-30' }, V.dueDateFormat],
    ['a due date past 9999', { dueDate: '9999-12-31T20:00:00-05:00' }, V.dueDateRange],
    ['an unknown difficulty', { difficulty: 'Impossible' }, V.difficulty],
    ['a 255-character userEmail', { userEmail: `${'a'.repeat(248)}@x.test` }, V.userEmailMax],
  ])('refuses %s with its own message', (_case, patch, message) => {
    expect(firstMessage({ ...valid, ...patch })).toBe(message);
  });

  test('each limit message names the limit it enforces', () => {
    const L = ASSIGNMENT_LIMITS;
    const pairs: [string, number][] = [
      [V.titleMax, L.titleMax],
      [V.descriptionMax, L.descriptionMax],
      [V.marksMax, L.marksMax],
      [V.thumbnailUrlMax, L.urlMax],
      [V.userNameMax, L.nameMax],
      [V.userEmailMax, L.emailMax],
      [V.obtainedMarksMax, L.marksMax],
      [V.searchMax, LIST_PAGE.searchMax],
      [V.limit, PAGE.maxLimit],
      [V.offset, PAGE.maxOffset],
      [V.googleDocsLinkMax, SUBMISSION_LIMITS.urlMax],
      [V.notesMax, SUBMISSION_LIMITS.notesMax],
      [V.feedbackMax, SUBMISSION_LIMITS.feedbackMax],
    ];
    for (const [message, limit] of pairs) expect(message).toMatch(new RegExp(` ${limit}[ .]`));
    expect(V.dueDateRange).toContain(`${DUE_DATE_RANGE.first} and ${DUE_DATE_RANGE.last}`);
  });

  test('rejects fields a client must not set (mass assignment)', () => {
    expect(createAssignmentSchema.safeParse({ ...valid, _id: 'x' }).success).toBe(false);
    expect(createAssignmentSchema.safeParse({ ...valid, ownerUid: 'x' }).success).toBe(false);
  });

  test('the form additionally requires the owner fields', () => {
    const result = assignmentFormSchema.safeParse({ ...valid, userEmail: '', userName: 'Ada' });
    expect(result.success ? null : result.error.issues[0].message).toBe(MESSAGES.validation.userEmail);
  });

  test('the form sends a long or odd display name cleaned, as the server would store it, instead of refusing it', () => {
    const form = (userName: string) => assignmentFormSchema.parse({ ...valid, userEmail: 'ada@x.test', userName });
    expect(form(`\u202E${'x'.repeat(4814)}`).userName).toBe('x'.repeat(ASSIGNMENT_LIMITS.nameMax));
    expect(form('\u200b').userName).toBe(MESSAGES.assignments.anonymous);
    expect(createAssignmentSchema.safeParse({ ...valid, userName: form(`${'y'.repeat(500)}`).userName }).success).toBe(true);
  });
});

describe('updateAssignmentSchema', () => {
  const update = (dueDate: string) => updateAssignmentSchema.safeParse({ ...valid, dueDate });
  test("takes what the forms send back: a day, or the API's own ISO date-time, even a past one", () => {
    expect(update('2026-12-01').success).toBe(true);
    expect(update('2001-01-01T00:00:00.000Z').success).toBe(true);
  });
  test.each(['1', 'Dec 25, 2026', '2027-02-30', '0000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z'])(
    'refuses the due date %j',
    (dueDate) => {
      expect(update(dueDate).success).toBe(false);
    },
  );
});

describe('assignmentListQuerySchema', () => {
  test('coerces paging from the query string and caps the page size', () => {
    expect(assignmentListQuerySchema.parse({ limit: '10', offset: '20' })).toMatchObject({ limit: 10, offset: 20 });
    expect(assignmentListQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
    expect(assignmentListQuerySchema.safeParse({ difficulty: 'Impossible' }).success).toBe(false);
  });

  test('refuses a NUL in the search and an offset no database could use, each with its message', () => {
    const message = (query: object) => assignmentListQuerySchema.safeParse(query).error?.issues[0].message;
    expect(message({ search: 'a\u0000b' })).toBe(MESSAGES.validation.unsafeText);
    expect(message({ offset: '100000000000000000000' })).toBe(MESSAGES.validation.offset);
    expect(message({ search: 'x'.repeat(101) })).toBe(MESSAGES.validation.searchMax);
  });
});
