import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registrySchema, type Registry } from '@studyhub/mf-config';

/** Where the shell finds its remotes; served beside the shell so operators can repoint it. */
const REGISTRY_URL = '/mf-registry.json';

export async function fetchRegistry(): Promise<Registry> {
  // Default cache mode, so the response preloaded by index.html is reused (the server revalidates it).
  const response = await fetch(REGISTRY_URL);
  if (!response.ok) throw new Error(`Remote registry ${REGISTRY_URL} answered ${response.status}`);
  return registrySchema.parse(await response.json());
}

export function registerRegistry(registry: Registry): void {
  registerRemotes(
    Object.entries(registry.remotes).map(([name, { manifest }]) => ({ name, entry: manifest })),
  );
}
