// Test support only (never bundled): a screen under the route it is mounted at, as the shell
// mounts it, plus a stand-in for every other route that shows where a navigation went.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- tests render their own router, like libs/testing
import { Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore } from '@studyhub/api-client';
import { userChanged, type SessionUser } from '@studyhub/auth';
import { renderInApp } from '@studyhub/testing';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';

export const ME: SessionUser = {
  uid: 'me',
  email: 'me@studyhub.test',
  displayName: 'Me Myself',
  photoURL: null,
  providerId: 'password',
  emailVerified: true,
};

/** Where the app went: path, query and the router state it carried. */
function Elsewhere() {
  const location = useLocation();
  return (
    <div data-testid="elsewhere">
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <p data-testid="location-state">{JSON.stringify(location.state ?? null)}</p>
    </div>
  );
}

interface Options {
  /** The route pattern the screen is mounted at, e.g. '/groups/:id'. */
  path: string;
  /** The URL opened. */
  route: string;
  /** The signed-in user; null for a guest. */
  user?: SessionUser | null;
}

export function renderScreen(screen: ReactElement, { path, route, user = ME }: Options) {
  const store = createAppStore();
  store.dispatch(userChanged(user));
  return renderInApp(
    <Provider store={store}>
      <Routes>
        <Route path={path} element={screen} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </Provider>,
    { route },
  );
}
