import { describe, expect, test } from '@jest/globals';
import { deleteWarningText } from './use-delete-warning.js';

describe('the delete dialog text', () => {
  test('says how many submissions wait and how many are graded', () => {
    expect(deleteWarningText('Essay', { pending: 2, completed: 3 })).toBe(
      'Essay: 2 submissions are waiting for a mark and will be withdrawn; 3 graded submissions keep their grades.',
    );
  });

  test('says only what applies, in the singular for one', () => {
    expect(deleteWarningText('Essay', { pending: 1, completed: 0 })).toBe(
      'Essay: 1 submission is waiting for a mark and will be withdrawn.',
    );
    expect(deleteWarningText('Essay', { pending: 0, completed: 1 })).toBe('Essay: 1 graded submission keeps its grade.');
  });

  test('without work, or without the counts, the title alone', () => {
    expect(deleteWarningText('Essay', { pending: 0, completed: 0 })).toBe('Essay');
    expect(deleteWarningText('Essay', null)).toBe('Essay');
  });
});
