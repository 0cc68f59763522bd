// The two files the shell reads, derived from the live state and the release folders and written
// beside the shell's index.html: the registry (`{ remotes: { name: { manifest, version, routes } } }`,
// libs/mf-config/src/registry.ts) and the index of checked releases the shell may preview.
// `npm start` writes them at start, release and rollback rewrite them; both are replaced atomically
// and served `no-cache` with an ETag, so the next page load picks up a change.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  REMOTE_ROUTES_FILE,
  type Registry,
  type RegistryEntry,
  type ReleasesIndex,
  type RemoteRoutesFile,
  type ServerBuildRef,
} from '@studyhub/mf-config';
import { REMOTE_SERVER_FILE } from '@studyhub/mf-config/server-build';
import type { WebApp } from '@studyhub/mf-config/web-config';
import {
  LOCAL,
  REMOTES,
  ROOT,
  listReleases,
  liveVersionOf,
  readJson,
  readLive,
  releasesDir,
  versionDir,
  writeJsonAtomic,
  type LiveState,
  type RemoteRef,
} from './release-store.js';

export type { Registry, ReleasesIndex };

export const REGISTRY_FILE = 'mf-registry.json';
/** Read by the shell only when a tab asks for a preview (shell/src/remotes/preview.ts). */
export const RELEASES_INDEX_FILE = 'mf-releases.json';
/** Each remote's server serves its releases under this path of its own origin (web-servers.ts). */
export const RELEASES_PATH = '/releases/';
// Module Federation's manifest, by the name the builds keep (libs/mf-config names no constant for it).
export const MANIFEST_FILE = 'mf-manifest.json';
/** The routes file a remote's build publishes beside its manifest (libs/mf-config REMOTE_ROUTES_FILE). */
export const ROUTES_FILE = REMOTE_ROUTES_FILE;

/** What the registry reads of readWebConfig()'s result: the host, and every web app, shell first. */
export interface RegistryConfig {
  WEB_HOST: string;
  apps: readonly Pick<WebApp, 'label' | 'dir' | 'port' | 'dev'>[];
}

/** The build the registry points at for a remote: its version, folder and manifest URL. */
export interface LiveTarget {
  version: string;
  dir: string;
  manifest: string;
}

function appOf(config: RegistryConfig, remote: RemoteRef) {
  const app = config.apps.find((candidate) => candidate.label === remote.folder);
  if (!app) throw new Error(`${remote.folder} is not a web app of the configuration.`);
  return app;
}
export const shellDir = (config: RegistryConfig) => resolve(ROOT, config.apps[0].dir);
export const remoteDistDir = (config: RegistryConfig, remote: RemoteRef) => resolve(ROOT, appOf(config, remote).dir);
/** Where a web app is served on this deployment: the origin its registry entries and server builds come from. */
export const appOrigin = (config: Pick<RegistryConfig, 'WEB_HOST'>, app: Pick<WebApp, 'port'>) => `http://${config.WEB_HOST}:${app.port}`;
const remoteOrigin = (config: RegistryConfig, remote: RemoteRef) => appOrigin(config, appOf(config, remote));

export const releaseManifestUrl = (config: RegistryConfig, remote: RemoteRef, version: string) =>
  `${remoteOrigin(config, remote)}${RELEASES_PATH}${encodeURIComponent(version)}/${MANIFEST_FILE}`;

/** The build the registry points at for a remote: a release folder, or the remote's own dist/. */
export function liveTarget(config: RegistryConfig, remote: RemoteRef, live: LiveState): LiveTarget {
  const version = liveVersionOf(live, remote);
  if (version !== LOCAL) {
    const dir = versionDir(remote, version);
    if (existsSync(join(dir, MANIFEST_FILE))) return { version, dir, manifest: releaseManifestUrl(config, remote, version) };
    console.warn(`${remote.name}: the live release ${version} is missing (${dir}); serving ${remote.folder}/dist instead.`);
  }
  return { version: LOCAL, dir: remoteDistDir(config, remote), manifest: `${remoteOrigin(config, remote)}/${MANIFEST_FILE}` };
}

/**
 * The remote's server build as the registry records it, hashed when the registry is written (at
 * start, release and rollback): the shell's server runs those bytes and no others. None for a
 * build made before remotes had one; its pages are then drawn by the browser.
 */
async function serverBuildRef(dir: string): Promise<ServerBuildRef | null> {
  const bytes = await readFile(join(dir, REMOTE_SERVER_FILE)).catch(() => null);
  return bytes && { file: REMOTE_SERVER_FILE, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * A build's registry entry. With the screens in it the shell routes to a remote's pages, and shows
 * their fallback, even while the remote is down; a build without a routes file (made before remotes
 * had one) gets an entry without, and the shell reads them beside its manifest.
 */
async function registryEntry(dir: string, manifest: string, version: string): Promise<RegistryEntry> {
  const [routes, server] = await Promise.all([readJson<RemoteRoutesFile>(join(dir, ROUTES_FILE)).catch(() => null), serverBuildRef(dir)]);
  return { manifest, version, ...(routes ? { routes } : {}), ...(server ? { server } : {}) };
}

/** The registry for the live state: every remote's manifest, version and (inlined) screens. */
export async function buildRegistry(config: RegistryConfig, live: LiveState): Promise<Registry> {
  const entries = await Promise.all(
    REMOTES.map(async (remote): Promise<[string, Registry['remotes'][string]]> => {
      // A remote in `rsbuild dev` (npm run dev) serves its screens beside its manifest, where the
      // shell reads them, so a screen added in dev shows on the next page load.
      if (appOf(config, remote).dev) return [remote.name, { manifest: `${remoteOrigin(config, remote)}/${MANIFEST_FILE}`, version: 'dev' }];
      const { manifest, version, dir } = liveTarget(config, remote, live);
      return [remote.name, await registryEntry(dir, manifest, version)];
    }),
  );
  return { remotes: Object.fromEntries(entries) };
}

/** Every release that passed the checks, per remote, each as its registry entry: what `?preview=name@version` may load. */
export async function buildReleasesIndex(config: RegistryConfig): Promise<ReleasesIndex> {
  const entries = await Promise.all(
    REMOTES.map(async (remote): Promise<[string, ReleasesIndex['remotes'][string]]> => [
      remote.name,
      await Promise.all(
        (await listReleases(remote)).map(async ({ version, releasedAt }) => ({
          ...(await registryEntry(versionDir(remote, version), releaseManifestUrl(config, remote, version), version)),
          releasedAt,
        })),
      ),
    ]),
  );
  return { version: 1, remotes: Object.fromEntries(entries) };
}

/** Writes the registry and the releases index for the live state into the shell's build output. */
export async function publishRegistry(config: RegistryConfig, live?: LiveState): Promise<Registry> {
  const registry = await buildRegistry(config, live ?? (await readLive()));
  // A shell in `rsbuild dev` serves a registry of its own (libs/mf-config/src/rsbuild.ts).
  if (config.apps[0].dev) return registry;
  await writeJsonAtomic(join(shellDir(config), REGISTRY_FILE), registry);
  await writeJsonAtomic(join(shellDir(config), RELEASES_INDEX_FILE), await buildReleasesIndex(config));
  return registry;
}

/** How a remote's server serves its releases: releases/<folder>/<version>/ at /releases/<version>/, immutable. */
export const releasesMount = (app: Pick<WebApp, 'label'>) => ({
  prefix: RELEASES_PATH,
  root: join(releasesDir(), app.label),
  immutable: true,
});
