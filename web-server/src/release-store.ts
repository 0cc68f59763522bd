// Where releases live and which one is live. A release of a remote is an immutable folder,
// releases/<folder>/<version>/, holding its production build and release.json (what it was built
// from and which checks it passed). releases/live.json says which version of each remote the
// registry points at; the served registry (release-registry.ts) is derived from it, so the live
// pointers survive restarts of `npm start`.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppsTable, TableApp } from '@studyhub/mf-config/web-config';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** `STUDYHUB_RELEASES_DIR` moves it (the browser tests release into a folder of their own). */
export const releasesDir = () => resolve(ROOT, process.env.STUDYHUB_RELEASES_DIR || 'releases');
const liveFile = () => join(releasesDir(), 'live.json');
/** Builds are made and checked here, then moved into place with one rename. */
export const stagingDir = () => join(releasesDir(), '.staging');
export const RELEASE_RECORD = 'release.json';
/** The pseudo-version of a remote served from its own build (dist/), as `npm start` does without releases. */
export const LOCAL = 'local';
/** A version names a folder and a URL path segment, and is typed in `?preview=name@version`. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

/** A command's refusal: one clear message, exit code 1, nothing changed. */
export class Refusal extends Error {}

/** A remote of the apps table: federation name (`mf_grading`), folder (`mf-grading`), default port and title. */
export interface Remote extends TableApp {
  name: string;
}

/** What the release store needs of a remote: its federation name and its folder. */
export type RemoteRef = Pick<Remote, 'name' | 'folder'>;

/** One switch of what is live: `release` (with `npm run release`), `go-live` (of a staged release) or `rollback`. */
export type LiveAction = 'release' | 'go-live' | 'rollback';

/** Details a switch records beside its version, time and action. */
export interface LiveDetails {
  /** The version live before. */
  from?: string;
  /** How the version's checks went (tools/src/lib/release-point.ts). */
  checks?: string;
}

export interface LiveHistoryEntry extends LiveDetails {
  version: string;
  /** ISO time of the switch. */
  at: string;
  action: LiveAction;
}

/** A remote's entry of live.json: the version the registry points at, since when, and every switch. */
export interface LiveEntry {
  live: string;
  since: string;
  history: LiveHistoryEntry[];
}

/** releases/live.json: remotes never released are absent (they are served from their dist/, LOCAL). */
export interface LiveState {
  version: number;
  remotes: Partial<Record<string, LiveEntry>>;
}

/** release.json of a checked release (`npm run release`, tools/src/release.ts); older records may lack the optional parts. */
export interface ReleaseRecord {
  version: string;
  /** ISO time of the release. */
  releasedAt: string;
  /** Federation name and folder of the remote. */
  remote?: string;
  folder?: string;
  /** The commit it was built from (null outside a git checkout). */
  source?: { commit: string; dirty: boolean } | null;
  build?: { seconds?: number; files?: number; bytes: number; settings?: Record<string, string> };
  checks?: { passedAt?: string; fingerprint?: string; notes?: string[] };
}

const table: AppsTable = JSON.parse(readFileSync(join(ROOT, 'libs/mf-config/src/remotes.json'), 'utf8'));

/** Every remote of the apps table: federation name, folder and title. */
export const REMOTES: Remote[] = Object.entries(table.remotes).map(([name, app]) => ({ name, ...app }));

/** A remote by federation name (`mf_grading`) or folder (`mf-grading`), or a clear error. */
export function findRemote(nameOrFolder: string | undefined): Remote {
  const remote = REMOTES.find(({ name, folder }) => nameOrFolder === name || nameOrFolder === folder);
  if (!remote) throw new Refusal(`Unknown remote "${nameOrFolder ?? ''}": one of ${REMOTES.map((r) => r.folder).join(', ')}.`);
  return remote;
}

export function assertVersion(version: string | undefined): string {
  if (version === undefined || !VERSION.test(version) || version === LOCAL) {
    throw new Refusal(`"${version ?? ''}" is not a usable version: letters, digits, '.', '-', '_' (e.g. 1.4.0), and not "${LOCAL}".`);
  }
  return version;
}

export const remoteReleasesDir = (remote: RemoteRef) => join(releasesDir(), remote.folder);
export const versionDir = (remote: RemoteRef, version: string) => join(remoteReleasesDir(remote), version);

/** The remote's checked releases, oldest first: folders with a release record (staging never is). */
export async function listReleases(remote: RemoteRef): Promise<ReleaseRecord[]> {
  const entries = await readdir(remoteReleasesDir(remote), { withFileTypes: true }).catch(() => []);
  const releases: ReleaseRecord[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const record = await readJson<ReleaseRecord>(join(remoteReleasesDir(remote), entry.name, RELEASE_RECORD)).catch(() => null);
    if (record?.version === entry.name) releases.push(record);
  }
  return releases.sort((a, b) => a.releasedAt.localeCompare(b.releasedAt));
}

/** A JSON file's content, as the caller says it is (not checked). */
export const readJson = async <T>(path: string): Promise<T> => JSON.parse(await readFile(path, 'utf8'));

/** Replaces a file in one step: readers see the old content or the new, never half of it. */
export async function writeAtomic(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}

export const writeJsonAtomic = (path: string, value: unknown) => writeAtomic(path, `${JSON.stringify(value, null, 2)}\n`);

/** `{ remotes: { mf_grading: { live, since, history: [{ version, at, action }] } } }`; empty when absent. */
export async function readLive(): Promise<LiveState> {
  if (!existsSync(liveFile())) return { version: 1, remotes: {} };
  const live = await readJson<Partial<LiveState>>(liveFile());
  return { version: 1, remotes: {}, ...live };
}

/** The version the registry points at for a remote: a release, or LOCAL (its own dist/). */
export const liveVersionOf = (live: LiveState, remote: RemoteRef): string => live.remotes[remote.name]?.live ?? LOCAL;

/** Records that `version` of `remote` is now live (LOCAL: back to the remote's own build). */
export async function setLive(remote: RemoteRef, version: string, action: LiveAction, details: LiveDetails = {}): Promise<LiveState> {
  const live = await readLive();
  const at = new Date().toISOString();
  const current = live.remotes[remote.name] ?? { history: [] };
  live.remotes[remote.name] = {
    live: version,
    since: at,
    history: [...current.history, { version, at, action, ...details }],
  };
  await writeJsonAtomic(liveFile(), live);
  return live;
}

/**
 * One release or rollback at a time: two operators switching the same pointer at once would each
 * believe their version is live. A lock left by a process that died is taken over.
 */
export async function withReleaseLock<T>(action: () => Promise<T>): Promise<T> {
  const path = join(releasesDir(), '.lock');
  await mkdir(releasesDir(), { recursive: true });
  for (let attempt = 0; ; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST' || attempt > 0) throw error;
      const holder = Number(await readFile(path, 'utf8').catch(() => '0'));
      if (holder && processAlive(holder))
        throw new Refusal(`Another release or rollback is running (process ${holder}); try again when it ends.`);
      await rm(path, { force: true });
    }
  }
  try {
    return await action();
  } finally {
    await rm(path, { force: true });
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/** The `code` of a Node system error (`EEXIST`, `EPERM`, ...). */
const errorCode = (error: unknown) => (error instanceof Error && 'code' in error ? error.code : undefined);
