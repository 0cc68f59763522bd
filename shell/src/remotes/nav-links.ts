import type { NavLink } from '@studyhub/mf-config';
import type { RegisteredRemote } from './registry.js';

export type NavMenu = 'main' | 'user';

/**
 * The navigation entries the remotes publish in their routes files (`nav`), for one menu, in their
 * `order`. The shell adds only its own (Home and the home page's sections): a new area, or a new
 * screen of one, appears in the navigation with its release, without a shell build. A remote whose
 * screens nobody could say (routes null) has no entries.
 */
export function navLinks(remotes: RegisteredRemote[], menu: NavMenu): NavLink[] {
  return remotes.flatMap((remote) => remote.routes?.nav?.[menu] ?? []).sort((a, b) => a.order - b.order);
}
