import { describe, expect, test } from '@jest/globals';
import { dueDeadline, isPastDue } from './submission.constants.js';

describe('a due day ends anywhere on Earth', () => {
  test('work for 2026-03-10 is on time until 12:00 UTC the next day (midnight at UTC-12)', () => {
    expect(dueDeadline('2026-03-10T00:00:00.000Z').toISOString()).toBe('2026-03-11T12:00:00.000Z');
    expect(isPastDue('2026-03-10T00:00:00.000Z', new Date('2026-03-11T11:59:59Z'))).toBe(false);
    expect(isPastDue('2026-03-10T00:00:00.000Z', new Date('2026-03-11T12:00:01Z'))).toBe(true);
  });

  test('a due date stored with a time still means its whole UTC day', () => {
    expect(dueDeadline('2026-03-10T18:30:00.000Z').toISOString()).toBe('2026-03-11T12:00:00.000Z');
  });
});
