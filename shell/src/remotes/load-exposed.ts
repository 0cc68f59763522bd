import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AreaName, UnavailableRemote } from '@studyhub/mf-config';

export type Loaded<Module> = { status: 'ready'; module: Module } | { status: 'unavailable'; reason: string };

/** A remote whose server accepts the connection but never answers must not hang the app. */
const LOAD_TIMEOUT_MS = 10_000;

function timeout(id: string): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`${id} did not load within ${LOAD_TIMEOUT_MS} ms`)), LOAD_TIMEOUT_MS),
  );
}

function isUnavailable(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && 'unavailable' in value;
}

/**
 * The default export of one module a remote exposes (`expose`: './routes', './nav-bell'); never
 * throws: a failure, or the marker unavailable-remote.plugin.ts returns for it, comes back as
 * 'unavailable'.
 */
export async function loadExposed<Module>(name: AreaName, expose: `./${string}`): Promise<Loaded<Module>> {
  const id = `${name}/${expose.slice(2)}`;
  try {
    const loaded = await Promise.race([loadRemote<{ default: Module | UnavailableRemote }>(id), timeout(id)]);
    const module = loaded?.default;
    if (!module || isUnavailable(module))
      return { status: 'unavailable', reason: (module as UnavailableRemote | undefined)?.reason ?? 'empty module' };
    return { status: 'ready', module };
  } catch (error) {
    return { status: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
  }
}
