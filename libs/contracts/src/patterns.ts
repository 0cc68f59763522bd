/** Format rules shared by the forms and the API. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_SPECIALS = '!@#$%^&*';
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{6,}$/;
const IMAGE_EXTENSION = /\.(png|jpe?g|gif)$/i;

/** http(s) URL whose path ends in png, jpg, jpeg or gif (case-insensitive); query and hash allowed. */
export function isImageUrl(value: string): boolean {
  const url = parseHttpUrl(value);
  return url !== null && IMAGE_EXTENSION.test(url.pathname);
}

export function isHttpUrl(value: string): boolean {
  return parseHttpUrl(value) !== null;
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The earliest calendar day that is "today" somewhere on Earth (UTC-12), as YYYY-MM-DD.
 * A due date on or after it is "today or future" for a user in any time zone, so the server
 * never refuses a date the user's own calendar shows as today.
 */
export function earliestTodayAnywhere(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** True when the ISO date or date-time falls on a day that is today (anywhere) or later. */
export function isTodayOrLater(isoDate: string, now: Date = new Date()): boolean {
  const day = isoDate.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= earliestTodayAnywhere(now);
}
