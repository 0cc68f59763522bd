import { ROUTES } from '@studyhub/contracts/web';
import type { AreaName, RouteMeta } from '@studyhub/mf-config';
import { Navigate, type RouteObject } from '@studyhub/router';
import { NotFoundPage } from '../pages/not-found-page.js';
import { RouteErrorPage } from '../pages/route-error-page.js';
import type { RegisteredRemote } from '../remotes/registry.js';
import { RemoteScreen } from './remote-screen.js';
import { RequireAuth } from './require-auth.js';
import { RouteTitle } from './route-title.js';
import { SHELL_PATHS } from '../shell.paths.js';

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
  return [
    ...screens,
    { path: SHELL_PATHS.legacyLogin, element: <Navigate to={ROUTES.login} replace /> },
    { path: '*', element: <NotFoundPage />, errorElement: <RouteErrorPage /> },
  ];
}
