import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  ROUTES_EXPOSE,
  type AreaName,
  type RemoteRoutesModule,
  type UnavailableRemote,
} from '@studyhub/mf-config';

export type RemoteArea =
  | { name: AreaName; status: 'ready'; module: RemoteRoutesModule }
  | { name: AreaName; status: 'unavailable'; reason: string };

/** A remote whose server accepts the connection but never answers must not hang the app. */
const LOAD_TIMEOUT_MS = 10_000;

function timeout(name: string): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`${name} did not load within ${LOAD_TIMEOUT_MS} ms`)), LOAD_TIMEOUT_MS),
  );
}

function isUnavailable(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && 'unavailable' in value;
}

/** Loads one remote's routes module; never throws: a failure comes back as 'unavailable'. */
export async function loadArea(name: AreaName): Promise<RemoteArea> {
  try {
    const loaded = await Promise.race([
      loadRemote<{ default: RemoteRoutesModule | UnavailableRemote }>(`${name}/${ROUTES_EXPOSE.slice(2)}`),
      timeout(name),
    ]);
    const module = loaded?.default;
    if (!module || isUnavailable(module)) {
      return { name, status: 'unavailable', reason: module?.reason ?? 'empty module' };
    }
    return { name, status: 'ready', module };
  } catch (error) {
    return { name, status: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
  }
}
