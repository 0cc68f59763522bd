import { ROUTES } from '@studyhub/contracts/web';
import type { AreaName } from '@studyhub/mf-config';
import { matchPath } from '@studyhub/router';
import type { RegisteredRemote } from './registry.js';

/**
 * The remotes a page needs: the one publishing its path, and for the home page also the ones that
 * fill its index slot (the assignments list).
 */
export function remotesForPath(pathname: string, remotes: RegisteredRemote[]): AreaName[] {
  const owners = remotes
    .filter(({ routes }) => routes?.routes.some(({ path }) => matchPath({ path, end: true }, pathname)))
    .map(({ name }) => name);
  if (matchPath({ path: ROUTES.home, end: true }, pathname)) {
    owners.push(...remotes.filter(({ routes }) => routes?.homeIndex).map(({ name }) => name));
  }
  return [...new Set(owners)];
}
