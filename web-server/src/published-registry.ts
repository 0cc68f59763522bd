// The registry and the releases index as the shell's server has published them (release-registry.ts),
// read once per page: the page's preload hints, its first paint and its server render all come from
// the same read, so a release landing while a page is made cannot give it hints for one version and
// a render of another.
import type { Registry, ReleasesIndex } from '@studyhub/mf-config';
import { stat } from 'node:fs/promises';
import { readJson } from './release-store.js';

/** One revision of the published files; `key` changes when either file is replaced. */
export interface PublishedRegistry {
  key: string;
  /**
   * Counts the revisions in the order they were seen. A page that read one just before a release
   * may reach the renderer after a later page has started the release's worker: it is then made
   * with the later revision, rather than starting the old worker again (web-servers.ts, ssr/).
   */
  seq: number;
  registry: Registry;
  /** The index of checked releases a page's `?preview=` may be drawn with; null when there is none. */
  releases: ReleasesIndex | null;
}

const identity = (info: { ino: number; mtimeMs: number } | null) => info && `${info.ino}-${info.mtimeMs}`;

/**
 * The files as they are now: one `stat` of each per call, and a read only when one of them has been
 * replaced (both are written atomically, so a new inode or time means new content); pages that
 * arrive while it is read share the read. Null while the registry is missing (a shell build in
 * progress deletes its output folder).
 */
export function followPublishedRegistry(registryFile: string, releasesFile: string): () => Promise<PublishedRegistry | null> {
  let last: { key: string; revision: Promise<PublishedRegistry> } | null = null;
  let seen = 0;
  const read = async (key: string, seq: number): Promise<PublishedRegistry> => {
    const [registry, releases] = await Promise.all([
      readJson<Registry>(registryFile),
      readJson<ReleasesIndex>(releasesFile).catch(() => null),
    ]);
    return { key, seq, registry, releases };
  };
  return async () => {
    const [registryInfo, releasesInfo] = await Promise.all([registryFile, releasesFile].map((file) => stat(file).catch(() => null)));
    if (!registryInfo) return null;
    const key = `${identity(registryInfo)}/${identity(releasesInfo)}`;
    if (last?.key !== key) {
      const reading = { key, revision: read(key, (seen += 1)) };
      // A read that failed is tried again by the next page, not remembered.
      reading.revision.catch(() => {
        if (last === reading) last = null;
      });
      last = reading;
    }
    return last.revision;
  };
}
