import { z } from 'zod';
import { MESSAGES, isTodayOrLater } from '@studyhub/contracts/web';
import { describeRules } from './text.schema.js';

const V = MESSAGES.validation;

/**
 * Due dates a product can mean: four-digit years only, so every stored date prints back as the same
 * kind of ISO string the forms send (a year past 9999 would print as '+010000-...').
 */
export const DUE_DATE_RANGE = { first: '2000-01-01', last: '9999-12-31' } as const;
const FIRST = Date.UTC(2000, 0, 1);
const AFTER_LAST = Date.UTC(10000, 0, 1);

/** 'YYYY-MM-DD', or a date-time with minutes, optional seconds and fraction, and Z or an offset. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2}))?$/;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
/** Day 0 of the next month is the last of this one; 2000 and 2001 stand in for leap and common years. */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(isLeap(year) ? 2000 : 2001, month, 0)).getUTCDate();

/**
 * The instant an ISO 8601 date or date-time names, or null: no other formats ('1', 'Dec 25, 2026'),
 * no impossible days (Feb 30, month 13, hour 24) and no rolling over, unlike `Date.parse`.
 * A date alone means that day's UTC midnight.
 */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const [fraction = '', zone = 'Z'] = match.slice(7);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const [hours, minutes] = [Number(zone.slice(1, 3)), Number(zone.slice(4, 6))];
    if (hours > 23 || minutes > 59) return null;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
  }
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, Number(fraction.padEnd(3, '0').slice(0, 3)));
  return new Date(date.getTime() - offsetMinutes * 60_000);
}

/** Why a due date is refused (one message), or undefined when it is fine. */
function dueDateProblem(value: string, fromToday: boolean): string | undefined {
  if (value.trim() === '') return V.dueDate;
  const date = parseIsoDate(value);
  if (!date) return V.dueDateFormat;
  if (fromToday && !isTodayOrLater(value)) return V.dueDate;
  const time = date.getTime();
  return time < FIRST || time >= AFTER_LAST ? V.dueDateRange : undefined;
}

/**
 * A due date as the forms send it ('YYYY-MM-DD') or as the API answers it (ISO date-time), kept as
 * the string sent. `fromToday`: create's rule, today (anywhere on Earth) or later.
 */
export function dueDateSchema({ fromToday }: { fromToday: boolean }) {
  return z
    .string({ error: V.dueDate })
    .superRefine((value, context) => {
      const problem = dueDateProblem(value, fromToday);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .meta(
      describeRules(
        `YYYY-MM-DD or an ISO 8601 date-time with a time zone, a real date ("${V.dueDateFormat}")`,
        `between 2000-01-01 and 9999-12-31 ("${V.dueDateRange}")`,
        ...(fromToday ? [`today or later ("${V.dueDate}")`] : []),
      ),
    );
}
