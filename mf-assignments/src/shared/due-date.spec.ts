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

  test('a due date reads as Intl writes it, on every day of the range forms accept', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    // Every day of a leap year and of a common one, and the range's ends (DUE_DATE_RANGE).
    const days = [Date.UTC(2000, 0, 1), Date.UTC(9999, 11, 31)];
    for (let day = Date.UTC(2027, 11, 31); day < Date.UTC(2029, 0, 1); day += 86_400_000) days.push(day);
    for (const day of days) {
      const iso = new Date(day + 23 * 3_600_000).toISOString(); // late in the UTC day
      expect(formatDueDate(iso)).toBe(intl.format(new Date(iso)));
    }
  });

  test('nothing is shown or picked for a value that is not a date', () => {
    expect(formatDueDate('not a date')).toBe('');
    expect(fromDay('')).toBeNull();
  });
});
