import { ROUTES } from '@studyhub/contracts/web';
import type { AreaName, RouteMeta } from '@studyhub/mf-config';
import { Navigate, matchPath, type RouteObject } from '@studyhub/router';
import { documentTitle } from '@studyhub/ui';
import { RootLayout } from '../layout/root-layout.js';
import { NotFoundPage } from '../pages/not-found-page.js';
import { RouteErrorPage } from '../pages/route-error-page.js';
import type { RegisteredRemote } from '../remotes/registry.js';
import { RemoteScreen } from './remote-screen.js';
import { GuestSentToLogin } from './guest-sent-to-login.js';
import { RequireAuth } from './require-auth.js';
import { routeMetaFor } from './route-meta.js';
import { RouteTitle } from './route-title.js';
import { SHELL_PATHS } from '../shell.paths.js';
import { SHELL_TEXTS } from '../shell.texts.js';

/** One published screen: its tab title and the guard its metadata asks for, its own error screen, bound late. */
function screenRoute(remote: AreaName, meta: RouteMeta, children?: RouteObject[]): RouteObject {
  const screen = <RemoteScreen remote={remote} path={meta.path} />;
  const guarded = meta.handle?.requiresAuth ? <RequireAuth loginPrompt={meta.handle.loginPrompt}>{screen}</RequireAuth> : screen;
  const element = (
    <>
      <RouteTitle title={meta.handle?.title} />
      {guarded}
    </>
  );
  return { path: meta.path, element, errorElement: <RouteErrorPage />, children };
}

/**
 * Screens are bound when they render (RemoteScreen): a remote loads the first time one of its
 * screens shows, and one that cannot be loaded shows its area's fallback in place.
 *
 * The app's routes, built from what each remote publishes (the registry or its routes file), not
 * from anything compiled into the shell: a remote can add, rename or remove a screen on its own.
 * The home page ('/') gets the index slot filled by the remotes that offer one.
 */
export function appRoutes(remotes: RegisteredRemote[]): RouteObject[] {
  const slotOwners = remotes.filter(({ routes }) => routes?.homeIndex).map(({ name }) => name);
  const screens = remotes.flatMap(({ name, routes }) =>
    (routes?.routes ?? []).map((meta) => {
      if (meta.path !== ROUTES.home || !slotOwners[0]) return screenRoute(name, meta);
      return screenRoute(name, meta, [{ index: true, element: <RemoteScreen remote={slotOwners[0]} slot="homeIndex" /> }]);
    }),
  );
  return [...screens, { path: SHELL_PATHS.legacyLogin, element: <Navigate to={ROUTES.login} replace /> }, notFoundRoute];
}

/** The whole tree: the shell's frame around every screen. */
export function appRouteTree(remotes: RegisteredRemote[]): RouteObject[] {
  const frame = (
    <>
      <RootLayout />
      <GuestSentToLogin remotes={remotes} />
    </>
  );
  return [{ element: frame, errorElement: <RouteErrorPage />, children: appRoutes(remotes) }];
}

/** The route drawn when no screen has the path (the shell's 404). */
export const isNotFound = (route: RouteObject) => route.path === notFoundRoute.path;

/**
 * The tab title of a page anyone may see, or null for one the server leaves to the browser: a
 * screen for signed-in users, or the old login address (a redirect the browser makes).
 */
export function pageTitle(remotes: RegisteredRemote[], pathname: string): string | null {
  if (matchPath({ path: SHELL_PATHS.legacyLogin, end: true }, pathname)) return null;
  const meta = routeMetaFor(remotes, pathname);
  if (!meta) return documentTitle(SHELL_TEXTS.notFound.title);
  return meta.handle?.requiresAuth ? null : documentTitle(meta.handle?.title);
}

const notFoundRoute: RouteObject = { path: '*', element: <NotFoundPage />, errorElement: <RouteErrorPage /> };
