const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Mar 14, 2026"; '' for a value that is not a date. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
}

/** "Mar 14, 2026, 10:15 AM"; '' for a value that is not a date. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : MOMENT.format(date);
}
