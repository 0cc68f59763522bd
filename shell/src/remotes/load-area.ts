import { ROUTES_EXPOSE, type AreaName, type RemoteRoutesModule } from '@studyhub/mf-config';
import { loadExposed } from './load-exposed.js';

export type RemoteArea =
  { name: AreaName; status: 'ready'; module: RemoteRoutesModule } | { name: AreaName; status: 'unavailable'; reason: string };

/** Loads one remote's routes module; never throws: a failure comes back as 'unavailable'. */
export async function loadArea(name: AreaName): Promise<RemoteArea> {
  return { name, ...(await loadExposed<RemoteRoutesModule>(name, ROUTES_EXPOSE)) };
}
