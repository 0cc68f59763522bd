import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { parsePreviewParam } from './preview.js';
import { fetchRegistry } from './registry.js';

const routesOf = (path: string) => ({ version: 1, routes: [{ path }] });
const LIVE = 'http://localhost:3003/releases/1.0.0/mf-manifest.json';
const STAGED = 'http://localhost:3003/releases/2.0.0/mf-manifest.json';

const REGISTRY = {
  remotes: {
    mf_grading: { manifest: LIVE, version: '1.0.0', routes: routesOf('/auth/pending-assignments') },
    mf_account: { manifest: 'http://localhost:3004/mf-manifest.json', version: 'local', routes: routesOf('/profile') },
  },
};
const INDEX = {
  version: 1,
  remotes: {
    mf_grading: [
      { version: '1.0.0', manifest: LIVE, releasedAt: '2026-01-01T10:00:00.000Z' },
      { version: '2.0.0', manifest: STAGED, releasedAt: '2026-01-02T10:00:00.000Z' },
    ],
  },
};

/** The files the shell fetches, as the web servers serve them; records what was asked. */
function serve(files: Record<string, unknown>) {
  const asked: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const body = files[url];
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body } as Response;
  });
  return asked;
}

const visit = (url: string) => window.history.replaceState(null, '', url);

describe('preview of a release that is not live', () => {
  let warn: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    sessionStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  test('?preview= runs the checked release in this tab, with its own screens, and leaves the address bar', async () => {
    serve({
      '/mf-registry.json': REGISTRY,
      '/mf-releases.json': INDEX,
      'http://localhost:3003/releases/2.0.0/mf-routes.json': routesOf('/auth/grading-guide'),
    });
    visit('/auth/grading-guide?preview=mf_grading@2.0.0&tab=1');
    const grading = (await fetchRegistry()).find(({ name }) => name === 'mf_grading');
    expect(grading).toMatchObject({ manifest: STAGED, version: '2.0.0', previewOf: '1.0.0', routes: routesOf('/auth/grading-guide') });
    expect(window.location.search).toBe('?tab=1');
  });

  test('the tab keeps the preview on the next load; everything else stays live', async () => {
    serve({
      '/mf-registry.json': REGISTRY,
      '/mf-releases.json': INDEX,
      'http://localhost:3003/releases/2.0.0/mf-routes.json': routesOf('/x'),
    });
    visit('/?preview=mf_grading@2.0.0');
    await fetchRegistry();
    visit('/profile');
    const remotes = await fetchRegistry();
    expect(remotes.find(({ name }) => name === 'mf_grading')?.version).toBe('2.0.0');
    expect(remotes.find(({ name }) => name === 'mf_account')).not.toHaveProperty('previewOf');
  });

  test('a version that did not pass the release checks is ignored with a warning', async () => {
    serve({ '/mf-registry.json': REGISTRY, '/mf-releases.json': INDEX });
    visit('/?preview=mf_grading@9.9.9');
    const grading = (await fetchRegistry()).find(({ name }) => name === 'mf_grading');
    expect(grading).toMatchObject({ manifest: LIVE, version: '1.0.0' });
    expect(grading).not.toHaveProperty('previewOf');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf_grading@9.9.9 ignored'));
    expect(sessionStorage.length).toBe(0);
  });

  test('without a preview the releases index is never fetched', async () => {
    const asked = serve({ '/mf-registry.json': REGISTRY });
    visit('/');
    await fetchRegistry();
    expect(asked).toEqual(['/mf-registry.json']);
  });

  test('?preview=off ends it', async () => {
    serve({
      '/mf-registry.json': REGISTRY,
      '/mf-releases.json': INDEX,
      'http://localhost:3003/releases/2.0.0/mf-routes.json': routesOf('/x'),
    });
    visit('/?preview=mf_grading@2.0.0');
    await fetchRegistry();
    visit('/?preview=off');
    expect((await fetchRegistry()).every((remote) => remote.previewOf === undefined)).toBe(true);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('parsePreviewParam', () => {
  test('reads several remotes and drops what is not <remote>@<version>', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Any remote name may be asked for (one released after the shell included); one the registry
    // lacks is ignored when the registry is read (registry.ts withPreviews).
    expect(parsePreviewParam('mf_grading@2.0.0, mf_account@1.1.0,mf_groups@1,mf-bad@1,mf_marketing')).toEqual({
      mf_grading: '2.0.0',
      mf_account: '1.1.0',
      mf_groups: '1',
    });
  });
});
