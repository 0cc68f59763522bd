// Switching what is live: the registry entry of one remote points at another checked release (or
// back at the remote's own build), guarded like a release. Used by `rollback` and `release --go-live`.
import { existsSync } from 'node:fs';
import { checkRelease } from './release-checks.js';
import { changes, snapshot, type Snapshot } from './release-guard.js';
import type { WebConfig } from '@studyhub/mf-config/web-config';
import { liveTarget, publishRegistry, remoteDistDir, type LiveTarget } from '@studyhub/web-server/release-registry';
import {
  LOCAL,
  Refusal,
  listReleases,
  liveVersionOf,
  readLive,
  setLive,
  versionDir,
  type LiveAction,
  type LiveHistoryEntry,
  type LiveState,
  type RemoteRef,
} from '@studyhub/web-server/release-store';

/** What previousLiveVersion reads of a remote's entry in releases/live.json. */
export interface LiveHistory {
  live?: string;
  history?: readonly Pick<LiveHistoryEntry, 'version' | 'action' | 'from'>[];
}

/** `action`: what the history records (`rollback`, `go-live`); `force`: past failed checks. */
export interface PointAtOptions {
  config: WebConfig;
  remote: RemoteRef;
  version: string;
  action: LiveAction;
  force?: boolean;
}

/** What checking a version again found: how the checks went, notes, and what breaks when forced. */
interface Recheck {
  checks: string;
  notes: string[];
  breaks: string[];
}

/** What pointAt did: nothing (`unchanged`), or the switch with its checks and where it is served from. */
export type PointResult =
  | { from: string; version: string; unchanged: true }
  | (Recheck & { from: string; version: string; unchanged?: undefined; manifest: string; target: LiveTarget });

/**
 * The version live before the current one, skipping any that was itself rolled back from: repeated
 * rollbacks walk back through what was live, never forward into a version someone left for a reason.
 */
export function previousLiveVersion(entry: LiveHistory | undefined): string | null {
  const history = entry?.history ?? [];
  const current = entry?.live ?? LOCAL;
  const rolledBackFrom = new Set(history.filter(({ action }) => action === 'rollback').map(({ from }) => from));
  const sequence = [LOCAL, ...history.map(({ version }) => version)];
  for (let index = sequence.length - 2; index >= 0; index -= 1) {
    const version = sequence[index];
    if (version !== current && !rolledBackFrom.has(version)) return version;
  }
  return null;
}

/** Fails loudly when a guarded file changed: a release must leave the shell and the other remotes alone. */
export function assertUnchanged(before: Snapshot, after: Snapshot, allowedNew?: string): void {
  const changed = changes(before, after, allowedNew);
  if (changed.length) {
    throw new Error(
      `files outside this remote's release changed while the command ran (the shell and the other remotes must stay as they are):\n  ${changed.slice(0, 20).join('\n  ')}`,
    );
  }
}

/**
 * The checks of a release record are reused when they passed against what is live now (same
 * fingerprint of the shell's and the other remotes' shared modules); otherwise they run again.
 */
async function recheck({ config, remote, version, live, force }: Omit<PointAtOptions, 'action'> & { live: LiveState }): Promise<Recheck> {
  const dir = version === LOCAL ? remoteDistDir(config, remote) : versionDir(remote, version);
  const released = version === LOCAL ? [] : await listReleases(remote);
  const record = version === LOCAL ? null : released.find((release) => release.version === version);
  if (version !== LOCAL && !record) {
    const known = released.map((release) => release.version);
    throw new Refusal(`${remote.folder} has no checked release ${version} (released: ${known.join(', ') || 'none'}).`);
  }
  if (version === LOCAL && !existsSync(dir)) throw new Refusal(`${remote.folder}/dist is missing: build it first (npm run build).`);
  const quick = await checkRelease({ dir, remote, config, live, checkCompatibility: false });
  const reuse = record?.checks?.fingerprint === quick.fingerprint;
  const result = reuse ? quick : await checkRelease({ dir, remote, config, live });
  // Forced (rollback --force): an operator who judges a known breakage smaller than the live bug.
  if (result.problems.length && force) return { checks: 'forced past failed checks', notes: result.notes, breaks: result.problems };
  if (result.problems.length) {
    const current = liveVersionOf(live, remote);
    throw new Refusal(
      `${remote.name} ${version} cannot go live:\n  - ${result.problems.join('\n  - ')}\nNothing changed; the registry still points at ${remote.name} ${current}. A rollback may force it with --force.`,
    );
  }
  return { checks: reuse ? 'passed at release against the same shell and remotes' : 'passed again', notes: result.notes, breaks: [] };
}

/** Points `remote` at `version`; resolves to what happened, for the command's summary. */
export async function pointAt({ config, remote, version, action, force = false }: PointAtOptions): Promise<PointResult> {
  const live = await readLive();
  const from = liveVersionOf(live, remote);
  if (from === version) return { from, version, unchanged: true };
  const before = await snapshot(config);
  const { checks, notes, breaks } = await recheck({ config, remote, version, live, force });
  const next = await setLive(remote, version, action, { from, checks });
  const registry = await publishRegistry(config, next);
  assertUnchanged(before, await snapshot(config));
  return {
    from,
    version,
    checks,
    notes,
    breaks,
    manifest: registry.remotes[remote.name].manifest,
    target: liveTarget(config, remote, next),
  };
}
