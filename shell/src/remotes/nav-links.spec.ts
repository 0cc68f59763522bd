import { describe, expect, test } from '@jest/globals';
import type { RemoteRoutesFile } from '@studyhub/mf-config';
import { navLinks } from './nav-links.js';
import type { RegisteredRemote } from './registry.js';

const remote = (name: RegisteredRemote['name'], routes: RemoteRoutesFile | null): RegisteredRemote => ({
  name,
  manifest: `http://localhost/${name}/mf-manifest.json`,
  version: '1',
  routes,
});

describe('navLinks', () => {
  const grading = remote('mf_grading', {
    version: 2,
    routes: [],
    nav: {
      main: [{ label: 'Pending', to: '/auth/pending-assignments', order: 20, loggedInOnly: true }],
      user: [{ label: 'Mine', to: '/mine', order: 30 }],
    },
  });
  const assignments = remote('mf_assignments', {
    version: 2,
    routes: [],
    nav: {
      main: [
        { label: 'All', to: '/assignments', order: 10, end: true },
        { label: 'Create', to: '/create', order: 30 },
      ],
    },
  });

  test("merges every remote's entries of one menu in their order, whatever the registry's order", () => {
    expect(navLinks([grading, assignments], 'main').map(({ label }) => label)).toEqual(['All', 'Pending', 'Create']);
    expect(navLinks([grading, assignments], 'user').map(({ label }) => label)).toEqual(['Mine']);
  });

  test('a remote without entries, or whose screens are unknown, adds none', () => {
    const marketing = remote('mf_marketing', { version: 1, routes: [{ path: '/' }] });
    expect(navLinks([marketing, remote('mf_account', null), assignments], 'main').map(({ to }) => to)).toEqual(['/assignments', '/create']);
    expect(navLinks([marketing], 'user')).toEqual([]);
  });
});
