import type { AreaName, Registry, ReleasesIndex } from '@studyhub/mf-config';
import { parsePreviewParam, PREVIEW_PARAM } from '../remotes/preview.js';

/** The versions a page is drawn with: the registry, and which of its entries are previews (name -> the live version). */
export interface PageVersions {
  registry: Registry;
  previews: Partial<Record<AreaName, string>>;
}

const ignore = () => undefined;

/**
 * The registry a request's page is drawn with: the live one, with the releases its `?preview=` asks
 * for in place of their live versions, by the rules the browser applies (shell/src/remotes/registry.ts
 * withPreviews): only a release that passed the checks, and not the version already live.
 */
export function versionsForUrl(url: string, live: Registry, releases: ReleasesIndex | null): PageVersions {
  const param = new URL(url, 'http://server.local').searchParams.get(PREVIEW_PARAM);
  const request = param === null ? 'off' : parsePreviewParam(param, ignore);
  if (request === 'off' || !releases) return { registry: live, previews: {} };
  const remotes = { ...live.remotes };
  const previews: PageVersions['previews'] = {};
  for (const [name, version] of Object.entries(request)) {
    const current = live.remotes[name];
    if (!current || current.version === version) continue;
    const release = releases.remotes[name]?.find((entry) => entry.version === version);
    if (!release) continue;
    const { releasedAt: _releasedAt, ...entry } = release;
    remotes[name] = entry;
    previews[name] = current.version;
  }
  return Object.keys(previews).length ? { registry: { remotes }, previews } : { registry: live, previews };
}
