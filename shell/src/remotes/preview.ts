import {
  arrayAt,
  isFederationName,
  objectAt,
  ShapeError,
  stringAt,
  type AreaName,
  type Registry,
  type ReleasesIndex,
} from '@studyhub/mf-config';

/** Checked releases per remote, served beside the registry (web-server/src/release-registry.ts). */
const RELEASES_INDEX_URL = '/mf-releases.json';
export const PREVIEW_PARAM = 'preview';
/** Kept for the tab only: other tabs and other people keep the live versions. */
const STORAGE_KEY = 'studyhub.preview';

function parseReleasesIndex(value: unknown): ReleasesIndex {
  const index = objectAt(value, 'releases index');
  if (index.version !== 1) throw new ShapeError('releases index.version: expected 1');
  const remotes = Object.entries(objectAt(index.remotes, 'releases index.remotes')).map(([name, list]) => {
    const releases = arrayAt(list, `releases of ${name}`).map((entry, i) => {
      const release = objectAt(entry, `releases of ${name}[${i}]`);
      return {
        version: stringAt(release.version, `releases of ${name}[${i}].version`),
        manifest: stringAt(release.manifest, `releases of ${name}[${i}].manifest`, { nonEmpty: true }),
        releasedAt: stringAt(release.releasedAt, `releases of ${name}[${i}].releasedAt`),
      };
    });
    return [name, releases] as const;
  });
  return { version: 1, remotes: Object.fromEntries(remotes) };
}

/** Which version of which remote this tab asked to run instead of the live one. */
export type PreviewRequest = Partial<Record<AreaName, string>>;

/**
 * `mf_grading@2.0.0[,mf_account@1.1.0]`, or `off`; unknown names are dropped with a warning (in the
 * browser's console; the server, which would log what any reader typed, passes its own).
 */
export function parsePreviewParam(value: string, warn: (message: string) => void = console.warn): PreviewRequest | 'off' {
  if (value.trim() === 'off') return 'off';
  const request: PreviewRequest = {};
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name, version] = item.split('@');
    if (isFederationName(name) && version) request[name] = version;
    else warn(`Preview "${item}" ignored: expected <remote>@<version>, e.g. mf_grading@1.2.0.`);
  }
  return request;
}

function stored(): PreviewRequest {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as PreviewRequest;
  } catch {
    return {};
  }
}

/** Remembers the previews this tab runs; an empty request ends the preview. */
export function rememberPreview(request: PreviewRequest): void {
  try {
    if (Object.keys(request).length) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(request));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the preview lasts for this page only.
  }
}

/**
 * The preview this tab asks for: a `?preview=` in the address (which then leaves the address bar,
 * so a copied link does not carry it) replaces what the tab remembered.
 */
export function takePreviewRequest(): PreviewRequest {
  const url = new URL(window.location.href);
  const param = url.searchParams.get(PREVIEW_PARAM);
  if (param === null) return stored();
  url.searchParams.delete(PREVIEW_PARAM);
  window.history.replaceState(window.history.state, '', url);
  const request = parsePreviewParam(param);
  if (request === 'off') {
    rememberPreview({});
    return {};
  }
  return request;
}

/** Ends the preview in this tab: the page loads again with the live versions. */
export function endPreview(): void {
  rememberPreview({});
  window.location.reload();
}

/** The checked releases, or null (with a warning) when the index cannot be read. */
export async function fetchReleasesIndex(): Promise<ReleasesIndex | null> {
  try {
    const response = await fetch(RELEASES_INDEX_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    return parseReleasesIndex(await response.json());
  } catch (error) {
    console.warn(`Preview ignored: the releases index ${RELEASES_INDEX_URL} could not be read (${String(error)}).`);
    return null;
  }
}

/** The versions a page runs: the registry with the previews in place, and which entries are previews (name -> the live version). */
export interface PreviewedRegistry {
  registry: Registry;
  previews: Partial<Record<AreaName, string>>;
}

/**
 * The live registry with the checked releases a request asks for in place of their live versions:
 * the one rule of the browser (registry.ts) and of the server's render (server/preview-registry.ts).
 * A version already live needs no preview; one that did not pass the checks is ignored, with a warning.
 */
export function applyPreviews(
  live: Registry,
  request: PreviewRequest,
  index: Pick<ReleasesIndex, 'remotes'>,
  warn: (message: string) => void = console.warn,
): PreviewedRegistry {
  const remotes = { ...live.remotes };
  const previews: PreviewedRegistry['previews'] = {};
  for (const [name, version] of Object.entries(request)) {
    const current = live.remotes[name];
    if (!current || !version || current.version === version) continue;
    const release = index.remotes[name]?.find((entry) => entry.version === version);
    if (!release) {
      warn(`Preview of ${name}@${version} ignored: it is not a release that passed the checks.`);
      continue;
    }
    const { releasedAt: _releasedAt, ...entry } = release;
    remotes[name] = entry;
    previews[name] = current.version;
  }
  return Object.keys(previews).length ? { registry: { remotes }, previews } : { registry: live, previews };
}
