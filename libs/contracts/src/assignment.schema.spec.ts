import { describe, expect, test } from '@jest/globals';
import { assignmentFormSchema, assignmentListQuerySchema, createAssignmentSchema } from './assignment.schema.js';
import { MESSAGES } from './messages.js';

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
  ])('refuses %j with the spec message', (patch, message) => {
    expect(firstMessage({ ...valid, ...patch })).toBe(message);
  });

  test('rejects fields a client must not set (mass assignment)', () => {
    expect(createAssignmentSchema.safeParse({ ...valid, _id: 'x' }).success).toBe(false);
    expect(createAssignmentSchema.safeParse({ ...valid, ownerUid: 'x' }).success).toBe(false);
  });

  test('the form additionally requires the owner fields', () => {
    const result = assignmentFormSchema.safeParse({ ...valid, userEmail: '', userName: 'Ada' });
    expect(result.success ? null : result.error.issues[0].message).toBe(MESSAGES.validation.userEmail);
  });
});

describe('assignmentListQuerySchema', () => {
  test('coerces paging from the query string and caps the page size', () => {
    expect(assignmentListQuerySchema.parse({ limit: '10', offset: '20' })).toMatchObject({ limit: 10, offset: 20 });
    expect(assignmentListQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
    expect(assignmentListQuerySchema.safeParse({ difficulty: 'Impossible' }).success).toBe(false);
  });
});
