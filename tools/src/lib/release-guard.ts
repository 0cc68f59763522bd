// Proof that a release or rollback touched nothing but its own remote: the files of the shell, of
// every remote's build and of every earlier release are hashed before and after, and any
// difference is named. The only files a release may change are the pointers: the registry and the
// releases index beside the shell's HTML, and releases/live.json.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { REGISTRY_FILE, RELEASES_INDEX_FILE, remoteDistDir, shellDir } from '@studyhub/web-server/release-registry';
import { REMOTES, ROOT, remoteReleasesDir } from '@studyhub/web-server/release-store';
import type { WebConfig } from '@studyhub/mf-config/web-config';

/** path (relative to the workspace) -> sha256 of its content. */
export type Snapshot = Map<string, string>;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The folders whose every byte must stay as it is (a new release's own folder is allowed to appear). */
export function guardedFolders(config: WebConfig): string[] {
  return [shellDir(config), ...REMOTES.map((remote) => remoteDistDir(config, remote)), ...REMOTES.map(remoteReleasesDir)];
}

/** path (relative to the workspace) -> sha256, for every guarded file except the pointers. */
export async function snapshot(config: WebConfig): Promise<Snapshot> {
  const pointers = new Set([REGISTRY_FILE, RELEASES_INDEX_FILE].map((file) => join(shellDir(config), file)));
  const hashes: Snapshot = new Map();
  for (const folder of guardedFolders(config)) {
    for (const file of await filesUnder(folder)) {
      if (pointers.has(file)) continue;
      hashes.set(
        relative(ROOT, file),
        createHash('sha256')
          .update(await readFile(file))
          .digest('hex'),
      );
    }
  }
  return hashes;
}

/** What changed between two snapshots; `allowedNew` is a folder (the new release) whose files may appear. */
export function changes(before: Snapshot, after: Snapshot, allowedNew?: string): string[] {
  const allowed = allowedNew ? relative(ROOT, allowedNew) + '/' : null;
  const changed: string[] = [];
  for (const [file, hash] of before) {
    if (!after.has(file)) changed.push(`removed ${file}`);
    else if (after.get(file) !== hash) changed.push(`changed ${file}`);
  }
  for (const file of after.keys()) {
    if (!before.has(file) && !(allowed && file.startsWith(allowed))) changed.push(`added ${file}`);
  }
  return changed;
}
