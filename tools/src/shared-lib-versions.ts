// The versions of the workspace libraries the apps share at run time (libs/mf-config/src/shared-libs.json).
// A build records each library's package.json version as what it provides and requires (shared.ts), so a
// library whose code changes under the same version would let a remote that needs the change go live on
// the shell's older copy. libs/shared-lib-versions.json therefore keeps, for each library, the version
// and a hash of the sources it was recorded with; a change of sources without a new version is refused
// by `npm test` and by `npm run release`. `npm run lib:version -- <lib> <patch|minor|major>` records one.
// tools/src/lib-version.ts is the command.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RECORD = join(ROOT, 'libs/shared-lib-versions.json');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const writeJson = (path: string, value: unknown) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/** The folders of the shared libraries (libs/contracts, libs/ui, ...), once each. */
interface Recorded {
  version: string;
  sources: string;
}

export function sharedLibFolders(): string[] {
  const { modules } = readJson<{ modules: Record<string, string> }>(join(ROOT, 'libs/mf-config/src/shared-libs.json'));
  return [...new Set(Object.values(modules))].sort();
}

/** Files that end up in a build: the sources, not their tests. */
const shipped = (file: string) => !/\.(spec|test)\.tsx?$/.test(file) && !file.includes('/test-support/');

/** sha256 over the library's shipped sources, path and content, in a fixed order. */
export async function sourceHash(folder: string): Promise<string> {
  const src = join(ROOT, folder, 'src');
  const entries = await readdir(src, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(src, join(entry.parentPath, entry.name)))
    .filter(shipped)
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(await readFile(join(src, file)))
      .update('\0');
  return hash.digest('hex');
}

export const packageVersion = (folder: string) => readJson<{ version: string }>(join(ROOT, folder, 'package.json')).version;

/** One sentence per library whose sources or version moved without `npm run lib:version`. */
export async function unrecordedChanges(): Promise<string[]> {
  const record = readJson<Record<string, Recorded>>(RECORD);
  const problems: string[] = [];
  for (const folder of sharedLibFolders()) {
    const [hash, version, recorded] = [await sourceHash(folder), packageVersion(folder), record[folder]];
    const bump = `npm run lib:version -- ${folder.replace('libs/', '')} <patch|minor|major>`;
    if (!recorded) problems.push(`${folder} has no recorded version: ${bump}`);
    else if (recorded.version !== version)
      problems.push(`${folder}/package.json says ${version}, but ${recorded.version} is recorded: change versions with ${bump}`);
    else if (recorded.sources !== hash)
      problems.push(`${folder} changed since ${version} was recorded: give it a new version with ${bump}`);
  }
  return problems;
}

const BUMPS: Record<string, number> = { patch: 2, minor: 1, major: 0 };

/** Gives `folder` its next version and records the sources it stands for; resolves to that version. */
export async function recordVersion(folder: string, bump: string): Promise<string> {
  if (!(bump in BUMPS)) throw new Error(`the bump must be patch, minor or major, not "${bump}"`);
  const manifestPath = join(ROOT, folder, 'package.json');
  const manifest = readJson<{ version: string }>(manifestPath);
  const parts = manifest.version.split('.').map(Number);
  const at = BUMPS[bump];
  const next = parts.map((part, index) => (index < at ? part : index === at ? part + 1 : 0)).join('.');
  writeJson(manifestPath, { ...manifest, version: next });
  // The lock file lists each workspace's version too; keeping it in step spares the next
  // `npm install` a change nobody asked for.
  const lockPath = join(ROOT, 'package-lock.json');
  const lock = readJson<{ packages: Record<string, { version?: string }> }>(lockPath);
  if (lock.packages[folder])
    writeJson(lockPath, { ...lock, packages: { ...lock.packages, [folder]: { ...lock.packages[folder], version: next } } });
  const record = readJson<Record<string, Recorded>>(RECORD);
  writeJson(RECORD, { ...record, [folder]: { version: next, sources: await sourceHash(folder) } });
  return next;
}
