import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  isRemoteName,
  REMOTE_ROUTES_FILE,
  registrySchema,
  remoteRoutesFileSchema,
  type RemoteName,
  type RemoteRoutesFile,
} from '@studyhub/mf-config';

/** Where the shell finds its remotes; served beside the shell so operators can repoint it. */
const REGISTRY_URL = '/mf-registry.json';

export interface RegisteredRemote {
  name: RemoteName;
  manifest: string;
  version: string;
  /** The screens it serves; null when neither the registry nor the remote could say. */
  routes: RemoteRoutesFile | null;
}

/** A remote's routes file, read beside its manifest when the registry does not carry them. */
async function fetchRoutesFile(manifest: string): Promise<RemoteRoutesFile | null> {
  try {
    const response = await fetch(new URL(REMOTE_ROUTES_FILE, new URL(manifest, window.location.href)));
    return response.ok ? remoteRoutesFileSchema.parse(await response.json()) : null;
  } catch {
    return null;
  }
}

/** The registry with every remote's screens known (from the registry, or from each remote). */
export async function fetchRegistry(): Promise<RegisteredRemote[]> {
  // Default cache mode, so the response preloaded by index.html is reused (the server revalidates it).
  const response = await fetch(REGISTRY_URL);
  if (!response.ok) throw new Error(`Remote registry ${REGISTRY_URL} answered ${response.status}`);
  const { remotes } = registrySchema.parse(await response.json());
  const known = Object.entries(remotes).filter((entry): entry is [RemoteName, (typeof entry)[1]] => isRemoteName(entry[0]));
  return Promise.all(
    known.map(async ([name, entry]) => ({
      name,
      manifest: entry.manifest,
      version: entry.version,
      routes: entry.routes ?? (await fetchRoutesFile(entry.manifest)),
    })),
  );
}

/**
 * Tells the federation runtime where each remote is. `force` replaces an earlier registration and
 * drops what the runtime cached for it (a failed manifest or entry), so a retry fetches afresh.
 */
export function registerRegistry(remotes: RegisteredRemote[], { force = false } = {}): void {
  registerRemotes(remotes.map(({ name, manifest }) => ({ name, entry: manifest })), { force });
}
