import { describe, expect, test } from '@jest/globals';
import type { Registry, ReleasesIndex } from '@studyhub/mf-config';
import { versionsForUrl } from './preview-registry.js';

const entry = (name: string, version: string) => ({
  manifest: `http://localhost/${name}/${version}/mf-manifest.json`,
  version,
  server: { file: 'server/routes.cjs', sha256: `${name}-${version}` },
});

const LIVE: Registry = { remotes: { mf_grading: entry('mf_grading', '1.0.0'), mf_account: entry('mf_account', 'local') } };

const RELEASES: ReleasesIndex = {
  version: 1,
  remotes: {
    mf_grading: [
      { ...entry('mf_grading', '1.0.0'), releasedAt: '2026-11-01T00:00:00Z' },
      { ...entry('mf_grading', '2.0.0'), releasedAt: '2026-11-02T00:00:00Z' },
    ],
  },
};

describe('versionsForUrl', () => {
  test('a checked release asked for replaces the live entry, and the page says which version is live', () => {
    const { registry, previews } = versionsForUrl('/grades?preview=mf_grading@2.0.0', LIVE, RELEASES);
    expect(registry.remotes.mf_grading).toEqual(entry('mf_grading', '2.0.0'));
    expect(registry.remotes.mf_account).toBe(LIVE.remotes.mf_account);
    expect(previews).toEqual({ mf_grading: '1.0.0' });
  });

  test.each([
    ['no preview asked for', '/grades'],
    ['preview off', '/grades?preview=off'],
    ['a version that is not a checked release', '/grades?preview=mf_grading@9.9.9'],
    ['the version already live', '/grades?preview=mf_grading@1.0.0'],
    ['a remote the registry does not name', '/grades?preview=mf_other@2.0.0'],
    ['not a remote@version', '/grades?preview=<script>'],
  ])('%s: the live registry', (_, url) => {
    expect(versionsForUrl(url, LIVE, RELEASES)).toEqual({ registry: LIVE, previews: {} });
  });

  test('without the releases index nothing is previewed', () => {
    expect(versionsForUrl('/?preview=mf_grading@2.0.0', LIVE, null)).toEqual({ registry: LIVE, previews: {} });
  });
});
