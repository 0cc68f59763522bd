import { describe, expect, test } from '@jest/globals';
import { routesFileFit, routesFileSchema, shellReads } from './routes-file-release.js';

// A remote with widgets writes a version-3 routes file; a release to a live shell that reads less
// is refused until that shell is released (the release checks ask these functions).
const withBell = {
  version: 3,
  routes: [{ path: '/auth/notifications' }],
  widgets: [{ slot: 'navActions', module: './nav-bell', order: 10, loggedInOnly: true }],
};

describe('a routes file with widgets', () => {
  test('the shell reads it as version 3', () => {
    const parsed = routesFileSchema.safeParse(withBell);
    expect(parsed.success).toBe(true);
  });

  test('is refused by a live shell that reads at most version 2, and fits one that reads 3', () => {
    const parsed = routesFileSchema.safeParse(withBell);
    if (!parsed.success) throw new Error('the file should parse');
    expect(routesFileFit(parsed.data, shellReads({ routesFileVersions: [1, 2] }))).toEqual([
      'its routes file is version 3, but the live shell reads only version 1, 2: release a shell built from this workspace first',
    ]);
    expect(routesFileFit(parsed.data, shellReads({ routesFileVersions: [1, 2, 3] }))).toEqual([]);
  });

  test('in a version-2 file, widgets are a problem at their path', () => {
    const parsed = routesFileSchema.safeParse({ version: 2, routes: [], widgets: [] });
    expect(parsed.success ? [] : parsed.error.issues).toEqual([{ path: ['widgets'], message: 'needs version 3' }]);
  });
});
