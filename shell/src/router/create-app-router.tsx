import { createBrowserRouter } from '@studyhub/router';
import type { RemoteAreas } from '../remotes/remote-areas.js';
import { remotesForPath } from '../remotes/remotes-for-path.js';
import type { RegisteredRemote } from '../remotes/registry.js';
import { appRouteTree } from './app-routes.js';

/**
 * The app's router, created after `registerRemotes` (Module Federation fails with RUNTIME-004 otherwise) and
 * after the remotes of the first page have been tried, so that page renders whole. Every other
 * remote loads the first time a navigation needs it.
 */
export async function createAppRouter(initialPath: string, remotes: RegisteredRemote[], areas: RemoteAreas) {
  await Promise.all(remotesForPath(initialPath, remotes).map((name) => areas.load(name)));
  return createBrowserRouter(appRouteTree(remotes));
}
