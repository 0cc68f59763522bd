import { selectAuthLoading, selectUser } from '@studyhub/auth';
import { MESSAGES, ROUTES } from '@studyhub/contracts/web';
import type { RouteHandle } from '@studyhub/mf-config';
import { LoadingOverlay, showAlert } from '@studyhub/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from '@studyhub/router';

/**
 * The route guard of spec point 2: a spinner while auth loads, history replaced with the login
 * page when signed out (remembering where the user was going), the screen otherwise. A guest who
 * arrives is told why (the route's `loginPrompt`); a user who signs out here is not, since logging
 * out says its own goodbye.
 */
export function RequireAuth({ children, loginPrompt }: { children: ReactNode } & Pick<RouteHandle, 'loginPrompt'>) {
  const user = useSelector(selectUser);
  const loading = useSelector(selectAuthLoading);
  const location = useLocation();
  const hadUser = useRef(false);
  if (user) hadUser.current = true;
  const promptGuest = !loading && !user && !hadUser.current && loginPrompt;

  useEffect(() => {
    if (promptGuest) void showAlert({ title: promptGuest.title, text: promptGuest.text, icon: 'warning' });
  }, [promptGuest]);

  if (loading) return <LoadingOverlay message={MESSAGES.loading.route} />;
  if (!user) return <Navigate to={ROUTES.login} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
