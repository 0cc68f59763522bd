// What the release tests share: the operator's commands (release, rollback, releases, lib:version)
// run as an operator runs them, the files a release may change ("pointers"), and hashes of every
// build so a test can prove the shell and the other remotes were not rebuilt.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// tools/src/e2e.ts gives the run a releases folder of its own.
export const RELEASES = process.env.STUDYHUB_RELEASES_DIR ?? join(ROOT, 'releases');
const APPS = JSON.parse(readFileSync(join(ROOT, 'libs/mf-config/src/remotes.json'), 'utf8')) as {
  shell: { folder: string };
  remotes: Record<string, { folder: string }>;
};
const BUILDS = [APPS.shell, ...Object.values(APPS.remotes)].map(({ folder }) => join(ROOT, folder, 'dist'));
export const REGISTRY = join(ROOT, 'shell/dist/mf-registry.json');
/** The only files a release may change: the registry and releases index beside the shell, and the live state. */
export const POINTERS = [REGISTRY, join(ROOT, 'shell/dist/mf-releases.json'), join(RELEASES, 'live.json')];

/** Runs a release command as an operator does; never throws, so a refusal can be asserted. */
export function command(script: 'release' | 'rollback' | 'releases' | 'lib:version', args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; output: string }>((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', script, '--', ...args],
      { cwd: ROOT, env: { ...process.env, ...env }, timeout: 180_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, output: `${stdout}${stderr}` }),
    );
  });
}

/** sha256 of every file of the shell's and every remote's build, the pointer files aside. */
export async function hashBuilds(): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const dir of BUILDS) {
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      const file = join(entry.parentPath, entry.name);
      if (!entry.isFile() || POINTERS.includes(file)) continue;
      hashes[relative(ROOT, file)] = createHash('sha256')
        .update(await readFile(file))
        .digest('hex');
    }
  }
  return hashes;
}

/** Puts a pointer file back as it was, in one step (other tests may be reading it). */
export async function restore(file: string, content: string | null) {
  if (content === null) return rm(file, { force: true });
  await writeFile(`${file}.e2e.tmp`, content);
  await rename(`${file}.e2e.tmp`, file);
}

export const readPointers = () => Promise.all(POINTERS.map((file) => readFile(file, 'utf8').catch(() => null)));
