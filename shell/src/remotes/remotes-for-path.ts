import { ROUTES } from '@studyhub/contracts';
import { REMOTE_NAMES, REMOTES, type RemoteName } from '@studyhub/mf-config';
import { matchPath } from 'react-router-dom';

/**
 * The remotes a page needs: the one owning its path, and for the home page also the assignments
 * remote, whose list fills the home page's index slot.
 */
export function remotesForPath(pathname: string): RemoteName[] {
  const owners = REMOTE_NAMES.filter((name) =>
    REMOTES[name].paths.some((path) => matchPath({ path, end: true }, pathname)),
  );
  if (matchPath({ path: ROUTES.home, end: true }, pathname)) owners.push('mf_assignments');
  return [...new Set(owners)];
}
