import { describe, expect, test } from '@jest/globals';
import type { RemoteRoutesFile } from '@studyhub/mf-config';
import type { RegisteredRemote } from './registry.js';
import { visibleWidgets, widgetsFor } from './widgets.js';

const remote = (name: string, routes: RemoteRoutesFile | null): RegisteredRemote => ({
  name,
  manifest: `http://localhost/${name}/mf-manifest.json`,
  version: '1',
  routes,
});

describe('widgetsFor', () => {
  const grading = remote('mf_grading', {
    version: 3,
    routes: [],
    widgets: [
      { slot: 'navActions', module: './nav-bell', order: 20, loggedInOnly: true },
      { slot: 'sidebar', module: './later', order: 1 },
    ],
  });
  const groups = remote('mf_groups', { version: 3, routes: [], widgets: [{ slot: 'navActions', module: './invites', order: 10 }] });

  test("merges every remote's widgets of one slot in their order, each with its remote", () => {
    expect(widgetsFor([grading, groups], 'navActions').map(({ remote, module }) => `${remote}/${module}`)).toEqual([
      'mf_groups/./invites',
      'mf_grading/./nav-bell',
    ]);
  });

  test('passes over slots this shell does not have, and remotes without widgets or routes', () => {
    const older = remote('mf_account', { version: 2, routes: [] });
    expect(widgetsFor([older, remote('mf_marketing', null), grading], 'navActions').map(({ module }) => module)).toEqual(['./nav-bell']);
  });

  test('a guest sees only the widgets not kept for signed-in users', () => {
    const placed = widgetsFor([grading, groups], 'navActions');
    expect(visibleWidgets(placed, false).map(({ module }) => module)).toEqual(['./invites']);
    expect(visibleWidgets(placed, true)).toHaveLength(2);
  });
});
