import type { Registry, ReleasesIndex } from '@studyhub/mf-config';
import { applyPreviews, parsePreviewParam, PREVIEW_PARAM, type PreviewedRegistry } from '../remotes/preview.js';

// The server would log what any reader typed: its preview warnings are dropped.
const ignore = () => undefined;

/** The registry a request's page is drawn with: the live one, with the checked releases its `?preview=` asks for. */
export function versionsForUrl(url: string, live: Registry, releases: ReleasesIndex | null): PreviewedRegistry {
  const param = new URL(url, 'http://server.local').searchParams.get(PREVIEW_PARAM);
  const request = param === null ? 'off' : parsePreviewParam(param, ignore);
  if (request === 'off' || !releases) return { registry: live, previews: {} };
  return applyPreviews(live, request, releases, ignore);
}
