import { ROUTES } from '@studyhub/contracts';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RootLayout } from '../layout/root-layout.js';
import { NotFoundPage } from '../pages/not-found-page.js';
import { RouteErrorPage } from '../pages/route-error-page.js';
import { remotesForPath } from '../remotes/remotes-for-path.js';
import { createAreaLoader } from './area-loader.js';

const ROOT_ROUTE_ID = 'root';

/**
 * The app's router. Only the remotes of the first page are loaded before it is created (after
 * `registerRemotes`, field notes: RUNTIME-004 otherwise); any other remote is fetched the first
 * time a navigation needs it. React Router consults `patchRoutesOnNavigation` for every path the
 * 404 catch-all would take, so a remote's paths are never mistaken for unknown ones.
 */
export async function createAppRouter(initialPath: string) {
  const routesFor = createAreaLoader();
  const initialRoutes = await routesFor(remotesForPath(initialPath));
  return createBrowserRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        element: <RootLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          ...initialRoutes,
          { path: ROUTES.legacyLogin, element: <Navigate to={ROUTES.login} replace /> },
          { path: '*', element: <NotFoundPage />, errorElement: <RouteErrorPage /> },
        ],
      },
    ],
    {
      async patchRoutesOnNavigation({ path, patch }) {
        const routes = await routesFor(remotesForPath(new URL(path, window.location.origin).pathname));
        if (routes.length) patch(ROOT_ROUTE_ID, routes);
      },
    },
  );
}
