import { describe, expect, test } from '@jest/globals';
import { dueDateSchema, parseIsoDate } from './dates.js';
import { MESSAGES } from './messages.js';

const V = MESSAGES.validation;

describe('parseIsoDate', () => {
  test.each([
    ['2026-12-01', '2026-12-01T00:00:00.000Z'],
    ['2026-12-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    ['2026-12-01T10:30Z', '2026-12-01T10:30:00.000Z'],
    ['2026-12-01T10:30:15.123456+05:30', '2026-12-01T05:00:15.123Z'],
    ['2028-02-29', '2028-02-29T00:00:00.000Z'],
    ['0000-01-01T00:00:00Z', '0000-01-01T00:00:00.000Z'],
    ['0050-06-01', '0050-06-01T00:00:00.000Z'],
  ])('reads %s', (value, iso) => expect(parseIsoDate(value)?.toISOString()).toBe(iso));

  test.each([
    '1',
    'Dec 25, 2026',
    '2027-02-30',
    '2026-13-01',
    '2026-00-10',
    '2100-02-29',
    '2026-12-01T24:00Z',
    '2026-12-01T10:60Z',
    '2026-12-01T10:00:00',
    '2026-12-01T10:00+25:00',
    '+275760-09-13T00:00:00.000Z',
    '2026-12-1',
    ' 2026-12-01',
    '2026-12-01t10:00z',
  ])('refuses %j', (value) => expect(parseIsoDate(value)).toBeNull());
});

describe('dueDateSchema', () => {
  const message = (fromToday: boolean, value: unknown) => {
    const result = dueDateSchema({ fromToday }).safeParse(value);
    return result.success ? null : result.error.issues.map((issue) => issue.message);
  };
  test('one message each: missing, not ISO or impossible, in the past (create), out of range (update)', () => {
    expect(message(true, '')).toEqual([V.dueDate]);
    expect(message(true, undefined)).toEqual([V.dueDate]);
    expect(message(false, 'Dec 25, 2026')).toEqual([V.dueDateFormat]);
    expect(message(false, '2027-02-30')).toEqual([V.dueDateFormat]);
    expect(message(true, '2001-01-01')).toEqual([V.dueDate]);
    expect(message(false, '0000-01-01T00:00:00Z')).toEqual([V.dueDateRange]);
    expect(message(false, '9999-12-31T20:00:00-05:00')).toEqual([V.dueDateRange]);
    expect(message(false, '2001-01-01')).toBeNull();
    expect(message(true, '9999-12-31')).toBeNull();
  });
});
