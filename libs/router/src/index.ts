// The one React Router of the app, as every app and lib imports it.
//
// Module Federation ships a shared package whole: shared as `react-router-dom`, React Router cost
// every route 59 KB gzip (its server rendering, cookies, sessions, forms and fetchers included)
// though the apps use a dozen exports. Shared as this module instead, the shell's build keeps only
// what is re-exported here, and it is still one instance (one router context) for the shell and
// every remote. ESLint refuses a direct import of react-router(-dom) outside this file and tests:
// such an import would bundle a second router whose hooks do not see the shell's context.
// Need another export? Add it here.
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  createBrowserRouter,
  matchPath,
  useBlocker,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { BlockerFunction, IndexRouteObject, NonIndexRouteObject, RouteObject } from 'react-router-dom';
