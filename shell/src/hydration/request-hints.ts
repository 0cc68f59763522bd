import { THEME_STORAGE_KEY, type ThemeMode } from '@studyhub/ui';

/**
 * Two cookies the browser keeps for the server, since it cannot read localStorage or IndexedDB: the
 * theme (the same key as in localStorage), so the page arrives in the reader's colours and hydrates
 * without a mismatch; and whether someone is signed in on this browser, so a signed-in reader is
 * not sent a guest's page first. Neither says who: the session itself stays with Firebase.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
const YEAR_SECONDS = 365 * 24 * 3600;

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export const themeFromCookie = (header: string | undefined): ThemeMode =>
  readCookie(header, THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';

export const signedInFromCookie = (header: string | undefined) => readCookie(header, SIGNED_IN_COOKIE) === '1';

function writeCookie(name: string, value: string | null) {
  const expiry = value === null ? 'max-age=0' : `max-age=${YEAR_SECONDS}`;
  document.cookie = `${name}=${value ?? ''}; path=/; ${expiry}; samesite=lax`;
}

export const rememberTheme = (mode: ThemeMode) => writeCookie(THEME_STORAGE_KEY, mode);
export const rememberSignedIn = (signedIn: boolean) => writeCookie(SIGNED_IN_COOKIE, signedIn ? '1' : null);
