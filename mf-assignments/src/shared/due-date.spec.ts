import { describe, expect, test } from '@jest/globals';
import { formatDueDate, fromDay, toDay } from './due-date.js';

describe('due dates', () => {
  test('the day picked is the day sent and the day shown, in any time zone', () => {
    const picked = new Date(2026, 11, 1, 23, 30); // late on December 1st, local time
    expect(toDay(picked)).toBe('2026-12-01');
    // The API stores that day as UTC midnight and answers it as an ISO date-time.
    expect(formatDueDate('2026-12-01T00:00:00.000Z')).toBe('December 1, 2026');
    expect(toDay(fromDay('2026-12-01T00:00:00.000Z')!)).toBe('2026-12-01');
  });

  test('nothing is shown or picked for a value that is not a date', () => {
    expect(formatDueDate('not a date')).toBe('');
    expect(fromDay('')).toBeNull();
  });
});
