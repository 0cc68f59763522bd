import { selectAuthLoading, selectUser } from '@studyhub/auth';
import { ROUTES } from '@studyhub/contracts/web';
import { showAlert } from '@studyhub/ui';
import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from '@studyhub/router';
import type { RegisteredRemote } from '../remotes/registry.js';
import { LOGIN_FROM } from '../shell.paths.js';
import { guardOf } from './route-meta.js';

/** The path a login address names in LOGIN_FROM, when it is a guarded screen of this site. */
function sentFrom(remotes: RegisteredRemote[], pathname: string, search: string) {
  if (pathname !== ROUTES.login) return null;
  const from = new URLSearchParams(search).get(LOGIN_FROM);
  if (!from) return null;
  // Only a path of this site, so the parameter cannot send anyone elsewhere after they log in.
  const base = 'http://this.site';
  const target = new URL(from, base);
  const guard = guardOf(remotes, target.pathname);
  if (target.origin !== base || !guard) return null;
  return { path: target.pathname, prompt: guard.loginPrompt };
}

/**
 * A guest who opens a screen for signed-in users is sent to log in by the server (a redirect to
 * SHELL_PATHS.loginFrom), so the login page arrives drawn instead of after the app loads. Here the
 * browser finishes what its own guard (RequireAuth) does: the address becomes the plain login
 * address with the stopped path in history state, where the login screen looks for it, and the
 * guest is told why once auth has reported that there is no user (a saved session goes on instead).
 */
export function GuestSentToLogin({ remotes }: { remotes: RegisteredRemote[] }) {
  const { pathname, search } = useLocation();
  // Only the address the tab opened with: the server's redirect is always a page load.
  const [sent] = useState(() => sentFrom(remotes, pathname, search));
  const navigate = useNavigate();
  const user = useSelector(selectUser);
  const loading = useSelector(selectAuthLoading);
  const answered = useRef(false);

  useEffect(() => {
    if (sent) void navigate(ROUTES.login, { replace: true, state: { from: sent.path } });
  }, [sent, navigate]);

  useEffect(() => {
    if (!sent?.prompt || loading || answered.current) return;
    answered.current = true;
    if (!user) void showAlert({ title: sent.prompt.title, text: sent.prompt.text, icon: 'warning' });
  }, [sent, loading, user]);

  return null;
}
