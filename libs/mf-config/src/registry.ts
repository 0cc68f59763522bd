import { objectAt, optionalAt, stringAt } from './json-shape.js';
import { parseRemoteRoutesFile, type RemoteRoutesFile } from './remote-routes.schema.js';

/**
 * The registry the shell fetches at start: remote name -> manifest URL, version and (written by
 * a release) the screens the remote serves. Releasing or rolling back one remote is an edit of
 * this file, nothing else is rebuilt. Without `routes`, the shell reads the remote's routes file
 * beside its manifest.
 */
export interface Registry {
  remotes: Record<string, { manifest: string; version: string; routes?: RemoteRoutesFile; server?: ServerBuildRef }>;
}

/** One remote's entry in the registry. */
export type RegistryEntry = Registry['remotes'][string];

/**
 * mf-releases.json, beside the registry: each remote's releases that passed the checks, each as the
 * registry entry it would be live, with when it was released. What `?preview=name@version` may
 * load, in the browser (shell/src/remotes/preview.ts) and in the server's render.
 */
export interface ReleasesIndex {
  version: 1;
  remotes: Record<string, (RegistryEntry & { releasedAt: string })[]>;
}

/**
 * A remote's server build (server-build.ts), as the release recorded it: its path beside the
 * manifest and the SHA-256 of its bytes (hex). The shell's server runs no other bytes for it.
 * Read by the web server only; the shell in the browser ignores it.
 */
export interface ServerBuildRef {
  file: string;
  sha256: string;
}

/** A remote as the shell knows it: by the federation name its registry gives (isFederationName). */
export type AreaName = string;

/**
 * A name the shell may register from its registry: a JS identifier, as Module Federation needs.
 * The shell takes any such remote, not only those of this workspace's table, so an area released
 * after the shell was built joins the app through the registry alone.
 */
export const isFederationName = (name: string) => /^[A-Za-z_$][\w$]*$/.test(name);

/** The registry as the shell may trust it (version 'dev' when unsaid); throws ShapeError naming the first problem. */
export function parseRegistry(value: unknown): Registry {
  const remotes = objectAt(objectAt(value, 'registry').remotes, 'registry.remotes');
  return {
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([name, value]) => {
        const where = `registry.remotes.${name}`;
        const entry = objectAt(value, where);
        const routes = optionalAt(entry.routes, (v) => parseRemoteRoutesFile(v, `${where}.routes`));
        return [
          name,
          {
            manifest: stringAt(entry.manifest, `${where}.manifest`, { nonEmpty: true }),
            version: optionalAt(entry.version, (v) => stringAt(v, `${where}.version`)) ?? 'dev',
            ...(routes ? { routes } : {}),
          },
        ];
      }),
    ),
  };
}
