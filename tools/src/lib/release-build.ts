// A production build of one remote into a folder of its own: the remote's own Rsbuild config, run
// with the environment `npm start` builds every app with (stack.ts), so the release calls the same
// API and identity provider as the live shell. Its dist/ is never touched.
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { stackEnv } from './stack.js';
import { ROOT, type RemoteRef } from '@studyhub/web-server/release-store';
import type { WebConfig } from '@studyhub/mf-config/web-config';

/** The PUBLIC_* settings a web build inlines (nx.json build inputs; README, Configuration). */
export function buildEnv(config: WebConfig): { env: NodeJS.ProcessEnv; publicSettings: Record<string, string> } {
  const env = { ...process.env, ...stackEnv(config).env };
  const isPublic = (entry: [string, string | undefined]): entry is [string, string] =>
    entry[0].startsWith('PUBLIC_') && entry[1] !== undefined;
  const publicSettings = Object.fromEntries(Object.entries(env).filter(isPublic).sort());
  return { env, publicSettings };
}

/**
 * Builds `remote` into `outDir` with its own Rsbuild config or `configFile` (from the repository's
 * root, e.g. a fixture build of the release tests); rejects with the build's last lines when it fails. The contracts are
 * compiled first (cached by Nx when unchanged): the build config reads their `dist/` to record the
 * API calls the remote makes (libs/mf-config/src/api-calls.ts).
 */
export async function buildRemote(remote: RemoteRef, outDir: string, env: NodeJS.ProcessEnv, configFile?: string): Promise<void> {
  await runQuietly(
    ['--no-install', 'nx', 'run', '@studyhub/contracts:build', '--output-style=static'],
    ROOT,
    env,
    'the build of libs/contracts',
  );
  await runQuietly(
    [
      '--no-install',
      'rsbuild',
      'build',
      '--dist-path',
      outDir,
      '--log-level',
      'warn',
      ...(configFile ? ['--config', resolve(ROOT, configFile)] : []),
    ],
    join(ROOT, remote.folder),
    env,
    `the build of ${remote.folder}`,
  );
}

function runQuietly(args: string[], cwd: string, env: NodeJS.ProcessEnv, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${what} failed (exit code ${code}):\n${output.trim()}`));
    });
  });
}

/** A build's size: how many files, how many bytes. */
export interface FolderSize {
  files: number;
  bytes: number;
}

/** Files and bytes of a build, for the release record and the summary line. */
export async function folderSize(dir: string): Promise<FolderSize> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile());
  const sizes = await Promise.all(files.map(async (entry) => (await stat(join(entry.parentPath, entry.name))).size));
  return { files: files.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}
