const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 22, 2026, 10:00 AM" in the reader's time zone: when a grade or a request was made. */
export const formatMoment = (iso: string): string => MOMENT.format(new Date(iso));
