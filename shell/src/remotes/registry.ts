import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  isFederationName,
  parseRegistry,
  parseRemoteRoutesFile,
  REMOTE_ROUTES_FILE,
  type Registry,
  type AreaName,
  type RemoteRoutesFile,
} from '@studyhub/mf-config';
import { applyPreviews, fetchReleasesIndex, rememberPreview, takePreviewRequest, type PreviewedRegistry } from './preview.js';

/** Where the shell finds its remotes; served beside the shell so operators can repoint it. */
const REGISTRY_URL = '/mf-registry.json';

export interface RegisteredRemote {
  name: AreaName;
  manifest: string;
  version: string;
  /** The screens it serves; null when neither the registry nor the remote could say. */
  routes: RemoteRoutesFile | null;
  /** Set when this tab previews a release that is not live: the version everyone else runs. */
  previewOf?: string;
}

interface Entry {
  name: AreaName;
  entry: Registry['remotes'][string];
}

/** A remote's routes file, read beside its manifest when the registry does not carry them. */
async function fetchRoutesFile(manifest: string): Promise<RemoteRoutesFile | null> {
  try {
    const response = await fetch(new URL(REMOTE_ROUTES_FILE, new URL(manifest, window.location.href)));
    return response.ok ? parseRemoteRoutesFile(await response.json()) : null;
  } catch {
    return null;
  }
}

/**
 * The registry with the releases this tab previews in place (`?preview=`, preview.ts), before
 * anything is registered. A previewed release's screens come from its own routes file, not from
 * the live version's. `served`: the previews a server-drawn page was drawn with, already in place.
 */
async function withPreviews(live: Registry, served: PreviewedRegistry['previews']): Promise<PreviewedRegistry> {
  // Read even when the server applied it: the parameter then leaves the address bar.
  const request = takePreviewRequest();
  if (Object.keys(served).length) return remembered({ registry: live, previews: served });
  if (!Object.keys(request).length) return { registry: live, previews: {} };
  const index = await fetchReleasesIndex();
  return index ? remembered(applyPreviews(live, request, index)) : { registry: live, previews: {} };
}

/** Keeps the previews for the tab's next pages (preview.ts rememberPreview). */
function remembered(versions: PreviewedRegistry): PreviewedRegistry {
  rememberPreview(Object.fromEntries(Object.keys(versions.previews).map((name) => [name, versions.registry.remotes[name].version])));
  return versions;
}

/**
 * Every remote the registry names, whether or not this shell's build knew of it: an area released
 * after the shell joins the app through the registry alone. A name Module Federation cannot use
 * (not a JS identifier) is left out with a warning.
 */
export function registeredEntries(remotes: Registry['remotes']): Entry[] {
  return Object.entries(remotes).flatMap(([name, entry]) => {
    if (isFederationName(name)) return [{ name, entry }];
    console.warn(`Remote "${name}" in ${REGISTRY_URL} ignored: a remote's name must be a JS identifier.`);
    return [];
  });
}

/** The registry the server rendered the page from (it inlines every remote's screens), as the shell knows its remotes. */
export function servedRemotes(registry: Registry): RegisteredRemote[] {
  return registeredEntries(parseRegistry(registry).remotes).map(({ name, entry }) => ({
    name,
    manifest: entry.manifest,
    version: entry.version,
    routes: entry.routes ?? null,
  }));
}

/**
 * The registry with every remote's screens known (from the registry, or from each remote).
 * `served` is the registry a server-rendered page came with: the same versions as that page, and
 * no request; `previews`, which of its entries the server put in for this tab's `?preview=`.
 */
export async function fetchRegistry(served?: Registry, previews: PreviewedRegistry['previews'] = {}): Promise<RegisteredRemote[]> {
  const versions = await withPreviews(parseRegistry(served ?? (await fetchServedRegistry())), previews);
  return Promise.all(
    registeredEntries(versions.registry.remotes).map(async ({ name, entry }) => {
      const previewOf = versions.previews[name];
      return {
        name,
        manifest: entry.manifest,
        version: entry.version,
        routes: entry.routes ?? (await fetchRoutesFile(entry.manifest)),
        ...(previewOf === undefined ? {} : { previewOf }),
      };
    }),
  );
}

async function fetchServedRegistry(): Promise<unknown> {
  // Default cache mode, so the response preloaded by index.html is reused (the server revalidates it).
  const response = await fetch(REGISTRY_URL);
  if (!response.ok) throw new Error(`Remote registry ${REGISTRY_URL} answered ${response.status}`);
  return response.json();
}

/**
 * Tells the federation runtime where each remote is. `force` replaces an earlier registration and
 * drops what the runtime cached for it (a failed manifest or entry), so a retry fetches afresh.
 */
export function registerRegistry(remotes: RegisteredRemote[], { force = false } = {}): void {
  registerRemotes(
    remotes.map(({ name, manifest }) => ({ name, entry: manifest })),
    { force },
  );
}
