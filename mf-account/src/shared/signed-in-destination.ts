import { selectAuthLoading, selectUser } from '@studyhub/auth';
import { ROUTES } from '@studyhub/contracts/web';
import { useSelector } from 'react-redux';
import { useLocation } from '@studyhub/router';

/** What the login screen may be given: where the guard stopped the user, the email just registered. */
export interface AccountScreenState {
  from?: string;
  email?: string;
}

const ACCOUNT_FORMS: string[] = [ROUTES.login, ROUTES.register];

/** Where a signed-in user goes: the page the guard stopped them at, or home. */
export function signedInDestination(state: unknown): string {
  const from = (state as AccountScreenState | null)?.from;
  return from && !ACCOUNT_FORMS.includes(from) ? from : ROUTES.home;
}

/**
 * The login and register forms are for guests: a signed-in user who opens one (a bookmark, Back,
 * another tab) is sent on. Returns where to, or null. `paused` while the screen's own sign-in or
 * sign-up runs: that screen moves on by itself, and sign-up signs in for a moment before it signs
 * out again.
 */
export function useSignedInRedirect(paused: boolean): string | null {
  const user = useSelector(selectUser);
  const loading = useSelector(selectAuthLoading);
  const { state } = useLocation();
  return user && !loading && !paused ? signedInDestination(state) : null;
}
