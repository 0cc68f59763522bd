/**
 * Due dates travel as ISO strings and mean a calendar day. The form keeps the day the user picked
 * as 'YYYY-MM-DD' (stored by the API as that day's UTC midnight), and every display reads the day
 * in UTC, so the date a user picks is the date everyone sees, whatever their time zone.
 */
const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of a picker's Date as 'YYYY-MM-DD'. */
export function toDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A local Date at the start of the day an ISO string names, for the picker; null if it names none. */
export function fromDay(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The app's date format: en-US long, e.g. 'December 1, 2026', what Intl writes for
 * `{ dateStyle: 'long', timeZone: 'UTC' }` (the spec compares the two). Written out rather than
 * through Intl: a list page draws 48 cards, and Intl costs its ICU start-up on the first call
 * (about 25 ms of main thread) then a formatter per `toLocaleDateString` call.
 */
export function formatDueDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

let moments: Intl.DateTimeFormat | undefined;

/** A moment (submitted, updated) in the reader's own time zone, e.g. 'Dec 1, 2026, 3:05 PM'. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  // One formatter for the page, made on first use: making one is most of a call's cost.
  moments ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return Number.isNaN(date.getTime()) ? '' : moments.format(date);
}
