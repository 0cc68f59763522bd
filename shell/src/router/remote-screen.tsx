import type { AreaName } from '@studyhub/mf-config';
import { LoadingOverlay } from '@studyhub/ui';
import { NotFoundPage } from '../pages/not-found-page.js';
import { AreaUnavailable } from '../remotes/area-unavailable.js';
import { useRemoteArea } from '../remotes/use-remote-area.js';
import { SHELL_TEXTS } from '../shell.texts.js';

type Props = { remote: AreaName } & ({ path: string; slot?: never } | { slot: 'homeIndex'; path?: never });

/**
 * A screen of a remote, bound when it renders: the remote's own element once it has loaded, its
 * area's fallback while it cannot be loaded, nothing more. A slot (the home page's list) simply
 * stays empty when its remote is down.
 */
export function RemoteScreen({ remote, path, slot }: Props) {
  const area = useRemoteArea(remote);
  if (!area || area.status === 'loading') return slot ? null : <LoadingOverlay message={SHELL_TEXTS.routeLoading} />;
  if (area.status === 'unavailable') return slot ? null : <AreaUnavailable remote={remote} state={area} />;
  if (slot) return area.module.homeIndex?.element ?? null;
  // A remote released without a screen the registry still lists: the shell's 404, not a blank page.
  return area.module.routes.find((route) => route.path === path)?.element ?? <NotFoundPage />;
}
