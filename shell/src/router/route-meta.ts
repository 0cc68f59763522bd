import type { RouteHandle, RouteMeta } from '@studyhub/mf-config';
import { matchPath } from '@studyhub/router';
import type { RegisteredRemote } from '../remotes/registry.js';

/** The published screen at `pathname`, if any remote has one there. */
export const routeMetaFor = (remotes: RegisteredRemote[], pathname: string): RouteMeta | undefined =>
  remotes.flatMap(({ routes }) => routes?.routes ?? []).find(({ path }) => matchPath({ path, end: true }, pathname));

/** The guard's settings when the screen at `pathname` is for signed-in users only. */
export function guardOf(remotes: RegisteredRemote[], pathname: string): RouteHandle | undefined {
  const handle = routeMetaFor(remotes, pathname)?.handle;
  return handle?.requiresAuth ? handle : undefined;
}
