import type { RemoteName } from '@studyhub/mf-config';
import type { RouteObject } from 'react-router-dom';
import { loadRemoteAreas, type RemoteArea } from '../remotes/load-remote-areas.js';
import { areaRoutes, homeRoute, shellRoute } from './area-routes.js';

/**
 * Loads remotes when a page first needs them and hands back the routes to mount, each remote's
 * once. The home page is mounted once both of its remotes have been tried.
 */
export function createAreaLoader() {
  const tried = new Map<RemoteName, RemoteArea>();
  let homeMounted = false;

  return async function routesFor(names: RemoteName[]): Promise<RouteObject[]> {
    const areas = await loadRemoteAreas(names.filter((name) => !tried.has(name)));
    for (const area of areas) tried.set(area.name, area);
    const routes = areas.flatMap(areaRoutes);
    const marketing = tried.get('mf_marketing');
    const assignments = tried.get('mf_assignments');
    if (!homeMounted && marketing && assignments) {
      homeMounted = true;
      routes.unshift(...homeRoute(marketing, assignments));
    }
    return routes.map(shellRoute);
  };
}
