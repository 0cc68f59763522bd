// `npm run releases [-- --json]`: per remote, the live version and since when, every checked
// release with when it was released, which one `npm run rollback` would go back to, and which
// were never live (staged for preview).
import { parseArgs } from 'node:util';
import { fail, kb } from './lib/release-cli.js';
import { previousLiveVersion } from './lib/release-point.js';
import { LOCAL, REMOTES, listReleases, readLive, type LiveState, type Remote } from '@studyhub/web-server/release-store';

/** A checked release of a remote, as listed (and printed with --json). */
interface ReleaseLine {
  version: string;
  releasedAt: string;
  /** Bytes of its build, when its record says. */
  size: number | null;
  live: boolean;
  rollbackTarget: boolean;
  everLive: boolean;
}

/** One remote: what is live since when, where a rollback goes, and its releases (newest first). */
interface RemoteReport {
  remote: string;
  folder: string;
  live: string;
  since: string | null;
  rollbackTo: string | null;
  releases: ReleaseLine[];
}

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '');

async function describe(remote: Remote, live: LiveState): Promise<RemoteReport> {
  const entry = live.remotes[remote.name];
  const current = entry?.live ?? LOCAL;
  const rollbackTo = previousLiveVersion(entry);
  const everLive = new Set((entry?.history ?? []).map(({ version }) => version));
  const releases = (await listReleases(remote)).reverse().map((record) => ({
    version: record.version,
    releasedAt: record.releasedAt,
    size: record.build?.bytes ?? null,
    live: record.version === current,
    rollbackTarget: record.version === rollbackTo,
    everLive: everLive.has(record.version),
  }));
  return { remote: remote.name, folder: remote.folder, live: current, since: entry?.since ?? null, rollbackTo, releases };
}

function print(report: RemoteReport[]): void {
  const tag = (release: ReleaseLine) =>
    release.live ? 'live' : release.rollbackTarget ? 'rollback target' : release.everLive ? '' : 'staged, never live';
  for (const { remote, folder, live, since, rollbackTo, releases } of report) {
    console.log(`${folder} (${remote}): live ${live}${since ? ` since ${when(since)}` : ''}`);
    const width = Math.max(LOCAL.length, ...releases.map(({ version }) => version.length));
    for (const release of releases) {
      const size = release.size === null ? '' : `  ${kb(release.size).padStart(7)}`;
      console.log(`  ${release.version.padEnd(width)}  released ${when(release.releasedAt)}${size}  ${tag(release)}`.trimEnd());
    }
    const localTag = live === LOCAL ? 'live' : rollbackTo === LOCAL ? 'rollback target' : '';
    console.log(`  ${LOCAL.padEnd(width)}  its own build (${folder}/dist)  ${localTag}`.trimEnd());
  }
}

async function main() {
  const { values } = parseArgs({ options: { json: { type: 'boolean' } } });
  const live = await readLive();
  const report = await Promise.all(REMOTES.map((remote) => describe(remote, live)));
  if (values.json) console.log(JSON.stringify(report, null, 2));
  else print(report);
}

main().catch(fail);
