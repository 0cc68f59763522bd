import type { AreaName } from '@studyhub/mf-config';
import { LoadingOverlay } from '@studyhub/ui';
import { Suspense } from 'react';
import { Committed, useAwaitCommit } from '../hydration/hydration-gate.js';
import { NotFoundPage } from '../pages/not-found-page.js';
import { AreaUnavailable } from '../remotes/area-unavailable.js';
import { useRemoteArea, useRemoteAreas } from '../remotes/use-remote-area.js';
import { SHELL_TEXTS } from '../shell.texts.js';

type Props = { remote: AreaName } & ({ path: string; slot?: never } | { slot: 'homeIndex'; path?: never });

/**
 * Thrown on the server for an area it has no server build of: the Suspense boundary around the area
 * then leaves it to the browser, and the rest of the page is drawn.
 */
class LeftToTheBrowser extends Error {
  constructor(remote: AreaName) {
    super(`${remote} is drawn by the browser`);
  }
}

/**
 * A screen of a remote in its own Suspense boundary: its lazy screens wait there, and on the server
 * a remote that throws (or has no server build) fails only its area, which the browser then draws
 * (React's recovery from a server error inside a boundary). Buttons on a server-drawn page wait
 * for the area to commit (hydration-gate.tsx).
 */
export function RemoteScreen(props: Props) {
  const part = `${props.remote}:${props.slot ?? props.path}`;
  useAwaitCommit(part);
  return (
    <Suspense fallback={props.slot ? null : <LoadingOverlay message={SHELL_TEXTS.routeLoading} />}>
      <AreaScreen {...props} />
      <Committed part={part} />
    </Suspense>
  );
}

/**
 * A screen of a remote, bound when it renders: the remote's own element once it has loaded, its
 * area's fallback while it cannot be loaded, nothing more. A slot (the home page's list) simply
 * stays empty when its remote is down.
 */
function AreaScreen({ remote, path, slot }: Props) {
  const area = useRemoteArea(remote);
  if (useRemoteAreas().onServer && area?.status !== 'ready') throw new LeftToTheBrowser(remote);
  if (!area || area.status === 'loading') return slot ? null : <LoadingOverlay message={SHELL_TEXTS.routeLoading} />;
  if (area.status === 'unavailable') return slot ? null : <AreaUnavailable remote={remote} state={area} />;
  if (slot) return area.module.homeIndex?.element ?? null;
  // A remote released without a screen the registry still lists: the shell's 404, not a blank page.
  return area.module.routes.find((route) => route.path === path)?.element ?? <NotFoundPage />;
}
