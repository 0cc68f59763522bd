import { createBrowserRouter } from '@studyhub/router';
import type { RemoteAreas } from '../remotes/remote-areas.js';
import { remotesForPath } from '../remotes/remotes-for-path.js';
import type { RegisteredRemote } from '../remotes/registry.js';
import { appRouteTree } from './app-routes.js';

/**
 * Loads the remotes of the first page, so that it renders whole. Every other remote loads the first
 * time a navigation needs it.
 */
export async function loadFirstPageAreas(initialPath: string, remotes: RegisteredRemote[], areas: RemoteAreas) {
  await Promise.all(remotesForPath(initialPath, remotes).map((name) => areas.load(name)));
}

/**
 * The app's router, created after `registerRemotes` (Module Federation fails with RUNTIME-004
 * otherwise) and after `loadFirstPageAreas`.
 *
 * On a page the server drew, the reader may have scrolled before the scripts arrived. Without
 * hydration data, React Router's `ScrollRestoration` takes the first page for a new one and scrolls
 * it to the top when it mounts, which moved the page under a reader's finger mid-tap. With it (the
 * routes have no loaders, so there is no data to give), the first page keeps its scroll; later
 * navigations restore or reset as usual.
 */
export function createAppRouter(remotes: RegisteredRemote[], { drawnByServer }: { drawnByServer: boolean }) {
  return createBrowserRouter(appRouteTree(remotes), drawnByServer ? { hydrationData: {} } : {});
}
