import { selectAuthLoading, selectUser } from '@studyhub/auth';
import { ROUTES } from '@studyhub/contracts';
import { LoadingOverlay } from '@studyhub/ui';
import { MESSAGES } from '@studyhub/contracts';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * The route guard of spec point 2: a spinner while auth loads, history replaced with the login
 * page when signed out (remembering where the user was going), the screen otherwise.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSelector(selectUser);
  const loading = useSelector(selectAuthLoading);
  const location = useLocation();
  if (loading) return <LoadingOverlay message={MESSAGES.loading.route} />;
  if (!user) return <Navigate to={ROUTES.login} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
