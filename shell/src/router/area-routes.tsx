import { REMOTES, type AppRoute, type RemoteName } from '@studyhub/mf-config';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../pages/route-error-page.js';
import { AreaUnavailable } from '../remotes/area-unavailable.js';
import type { RemoteArea } from '../remotes/load-remote-areas.js';
import { RequireAuth } from './require-auth.js';

/** Wraps every route whose handle asks for it in the shell's guard. */
function guard(route: AppRoute): RouteObject {
  const { handle } = route;
  const children = route.children?.map(guard);
  if (!handle?.requiresAuth || !route.element) return { ...route, children } as RouteObject;
  const element = <RequireAuth loginPrompt={handle.loginPrompt}>{route.element}</RequireAuth>;
  return { ...route, children, element } as RouteObject;
}

/**
 * Each screen gets its own error screen (spec: '/' and '/profile' have one), so a screen that
 * throws keeps the navbar and footer around it instead of replacing the whole page.
 */
function withErrorScreen(route: RouteObject): RouteObject {
  return { ...route, errorElement: route.errorElement ?? <RouteErrorPage /> } as RouteObject;
}

/** What the shell mounts for one route of a remote: guard and error screen included. */
export const shellRoute = (route: AppRoute) => withErrorScreen(guard(route));

/** A down remote still owns its paths: each shows the fallback instead of a 404. */
function fallbackRoutes(name: RemoteName): AppRoute[] {
  const { title, paths } = REMOTES[name];
  return paths.map((path) => ({ path, element: <AreaUnavailable area={title} /> }));
}

/** The routes one remote contributes on its own (the home page is composed separately). */
export function areaRoutes(area: RemoteArea): AppRoute[] {
  return area.status === 'ready' ? area.module.routes : fallbackRoutes(area.name);
}

/** The home page: marketing's layout route with the assignments list in its index slot. */
export function homeRoute(marketing: RemoteArea, assignments: RemoteArea): AppRoute[] {
  if (marketing.status !== 'ready' || !marketing.module.home) return [];
  const homeIndex = assignments.status === 'ready' ? assignments.module.homeIndex : undefined;
  return [{ ...marketing.module.home, children: homeIndex ? [homeIndex] : [] } as AppRoute];
}
