// `npm run release -- <remote> [--version X] [--stage]`: builds ONE remote in production mode into
// releases/<folder>/<version>/ (never overwritten), checks it against the live shell and remotes,
// and points the registry at it. `--stage` publishes it for preview only (?preview=name@version);
// `--go-live <version>` later points the registry at a staged release. docs/operations.md.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { buildEnv, buildRemote, folderSize, type FolderSize } from './lib/release-build.js';
import { checkRelease } from './lib/release-checks.js';
import { describeLive, fail, kb } from './lib/release-cli.js';
import { snapshot } from './lib/release-guard.js';
import { assertUnchanged, pointAt } from './lib/release-point.js';
import { publishRegistry } from '@studyhub/web-server/release-registry';
import {
  RELEASE_RECORD,
  ROOT,
  Refusal,
  assertVersion,
  findRemote,
  liveVersionOf,
  readLive,
  setLive,
  stagingDir,
  versionDir,
  withReleaseLock,
  writeJsonAtomic,
  type ReleaseRecord,
  type Remote,
} from '@studyhub/web-server/release-store';
import { readWebConfig, type WebConfig } from '@studyhub/mf-config/web-config';

const USAGE = `Usage: npm run release -- <remote> [--version <version>] [--stage] [--config <rsbuild config>]
       npm run release -- <remote> --go-live <version>`;

/** What a release reads of the remote's package.json. */
const packageSchema = z.looseObject({ version: z.string() });

/** The remote's package.json version; once that is taken, the same with a UTC timestamp. */
function defaultVersion(remote: Remote): string {
  const { version } = packageSchema.parse(JSON.parse(readFileSync(join(ROOT, remote.folder, 'package.json'), 'utf8')));
  if (!existsSync(versionDir(remote, version))) return version;
  return `${version}-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
}

/** The commit the release was built from, and whether the working tree differed from it. */
function sourceRevision(): ReleaseRecord['source'] {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
    return { commit, dirty };
  } catch {
    return null;
  }
}

/** Release files are immutable: read-only on disk, as on a CDN. */
async function makeReadOnly(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(entries.filter((entry) => entry.isFile()).map((entry) => chmod(join(entry.parentPath, entry.name), 0o444)));
}

/** The problems `npm run lib:version -- --check` (tools/src/lib-version.ts) reports, or '' when none. */
function unrecordedLibChanges(): Promise<string> {
  return new Promise((resolve) => {
    execFile('npx', ['--no-install', 'tsx', 'tools/src/lib-version.ts', '--check'], { cwd: ROOT }, (error, _stdout, stderr) =>
      resolve(
        error
          ? stderr
              .trim()
              .split('\n')
              .filter((line) => line.startsWith('  - '))
              .join('\n') || stderr.trim()
          : '',
      ),
    );
  });
}

interface ReleaseOptions {
  config: WebConfig;
  remote: Remote;
  version: string;
  /** Published for preview only; the live version stays. */
  stage?: boolean;
  /** Another Rsbuild config than the remote's own (`--config`, from the repository's root). */
  buildConfig?: string;
}

async function release({
  config,
  remote,
  version,
  stage,
  buildConfig,
}: ReleaseOptions): Promise<{ seconds: number; size: FolderSize; notes: string[] }> {
  const target = versionDir(remote, version);
  if (existsSync(target))
    throw new Refusal(`${remote.folder} ${version} exists already: a release is never overwritten. Pick another --version.`);
  // A shared library changed under its old version would be built in as that version, and the check
  // against the live shell below could not tell the two apart.
  const unrecorded = await unrecordedLibChanges();
  if (unrecorded) throw new Refusal(`Release refused: ${remote.name} ${version}\n${unrecorded}\nNothing was built or published.`);
  // Under the lock no other release runs: anything in staging was left by one that was killed.
  await rm(stagingDir(), { recursive: true, force: true });
  const before = await snapshot(config);
  const staging = join(stagingDir(), `${remote.folder}-${version}-${process.pid}`);
  const { env, publicSettings } = buildEnv(config);
  try {
    console.log(`Building ${remote.folder} ${version} (production)...`);
    const started = Date.now();
    await buildRemote(remote, staging, env, buildConfig);
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    const live = await readLive();
    const { problems, notes, fingerprint } = await checkRelease({ dir: staging, remote, config, live });
    if (problems.length) {
      throw new Refusal(
        `Release refused: ${remote.name} ${version}\n  - ${problems.join('\n  - ')}\nNothing was published; the registry still points at ${remote.name} ${liveVersionOf(live, remote)}.`,
      );
    }
    assertUnchanged(before, await snapshot(config));
    const size = await folderSize(staging);
    const releasedAt = new Date().toISOString();
    const record: ReleaseRecord = {
      remote: remote.name,
      folder: remote.folder,
      version,
      releasedAt,
      source: sourceRevision(),
      build: { seconds, ...size, settings: publicSettings },
      checks: { passedAt: releasedAt, fingerprint, notes },
    };
    await writeJsonAtomic(join(staging, RELEASE_RECORD), record);
    await makeReadOnly(staging);
    await mkdir(dirname(target), { recursive: true });
    await rename(staging, target);
    const next = stage ? live : await setLive(remote, version, 'release', { from: liveVersionOf(live, remote) });
    await publishRegistry(config, next);
    assertUnchanged(before, await snapshot(config), target);
    return { seconds, size, notes };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      stage: { type: 'boolean' },
      'go-live': { type: 'string' },
      config: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || positionals.length !== 1) throw new Refusal(USAGE);
  const remote = findRemote(positionals[0]);
  const config = readWebConfig();
  await withReleaseLock(async () => {
    if (values['go-live']) {
      const result = await pointAt({ config, remote, version: assertVersion(values['go-live']), action: 'go-live' });
      console.log(result.unchanged ? `${remote.name} ${result.version} is live already; nothing changed.` : describeLive(remote, result));
      return;
    }
    const version = assertVersion(values.version ?? defaultVersion(remote));
    const { seconds, size, notes } = await release({ config, remote, version, stage: values.stage, buildConfig: values.config });
    const facts = `built in ${seconds} s, ${size.files} files, ${kb(size.bytes)}`;
    for (const note of notes) console.log(`  note: ${version} ${note}`);
    if (values.stage) {
      console.log(`${remote.name} ${version} is published for preview (${facts}); the live version did not change.
  Preview it in your own tab: <app URL>/?preview=${remote.name}@${version}
  Put it live:               npm run release -- ${remote.folder} --go-live ${version}`);
    } else {
      console.log(`${remote.name} ${version} is live (${facts}): the next page load picks it up.
  Roll back: npm run rollback -- ${remote.folder}`);
    }
  });
}

main().catch(fail);
