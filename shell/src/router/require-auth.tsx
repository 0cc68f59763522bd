import { selectAuthLoading, selectSignedOutElsewhere, selectUser } from '@studyhub/auth';
import { ROUTES } from '@studyhub/contracts/web';
import type { RouteHandle } from '@studyhub/mf-config';
import { LoadingOverlay, showAlert } from '@studyhub/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from '@studyhub/router';
import { SHELL_TEXTS } from '../shell.texts.js';

/**
 * The guard of the signed-in screens: a spinner while auth loads, history replaced with the login
 * page when signed out (remembering where the user was going), the screen otherwise. A guest who
 * arrives is told why (the route's `loginPrompt`). A user signed out while here is told so when
 * it happened in another tab, and not when they logged out here, since that says its own goodbye.
 */
export function RequireAuth({ children, loginPrompt }: { children: ReactNode } & Pick<RouteHandle, 'loginPrompt'>) {
  const user = useSelector(selectUser);
  const loading = useSelector(selectAuthLoading);
  const signedOutElsewhere = useSelector(selectSignedOutElsewhere);
  const location = useLocation();
  const hadUser = useRef(false);
  if (user) hadUser.current = true;

  const signedOut = !loading && !user;
  const promptGuest = signedOut && !hadUser.current && loginPrompt;
  const tellSignedOutElsewhere = signedOut && hadUser.current && signedOutElsewhere;

  useEffect(() => {
    if (promptGuest) void showAlert({ title: promptGuest.title, text: promptGuest.text, icon: 'warning' });
  }, [promptGuest]);

  useEffect(() => {
    if (!tellSignedOutElsewhere) return;
    void showAlert({ title: SHELL_TEXTS.signedOutElsewhereTitle, text: SHELL_TEXTS.signedOutElsewhere, icon: 'info' });
  }, [tellSignedOutElsewhere]);

  if (loading) return <LoadingOverlay message={SHELL_TEXTS.routeLoading} />;
  if (!user) return <Navigate to={ROUTES.login} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
