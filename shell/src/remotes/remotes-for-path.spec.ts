import { describe, expect, test } from '@jest/globals';
import { ROUTES } from '@studyhub/contracts';
import { routesFile, type RouteTable } from '@studyhub/mf-config';
import type { RegisteredRemote } from './registry.js';
import { remotesForPath } from './remotes-for-path.js';

const remote = (name: RegisteredRemote['name'], table: RouteTable): RegisteredRemote => ({
  name,
  manifest: `http://localhost/${name}/mf-manifest.json`,
  version: '1.0.0',
  routes: routesFile(table, name),
});

const REMOTES: RegisteredRemote[] = [
  remote('mf_marketing', { routes: { home: { path: ROUTES.home }, terms: { path: ROUTES.terms } } }),
  remote('mf_assignments', {
    routes: { list: { path: ROUTES.assignments }, details: { path: ROUTES.assignmentDetails() } },
    homeIndex: true,
  }),
  remote('mf_grading', { routes: { pending: { path: ROUTES.pendingAssignments }, badges: { path: '/auth/badges' } } }),
  { name: 'mf_account', manifest: 'http://localhost/down/mf-manifest.json', version: '1.0.0', routes: null },
];

describe('remotesForPath', () => {
  test('the home page needs its owner and the remote that fills its index slot', () => {
    expect(remotesForPath(ROUTES.home, REMOTES).sort()).toEqual(['mf_assignments', 'mf_marketing']);
  });

  test.each([
    [ROUTES.assignments, 'mf_assignments'],
    [ROUTES.assignmentDetails('42'), 'mf_assignments'],
    [ROUTES.pendingAssignments, 'mf_grading'],
    [ROUTES.terms, 'mf_marketing'],
  ])('%s is owned by %s alone', (path, owner) => {
    expect(remotesForPath(path, REMOTES)).toEqual([owner]);
  });

  test('a screen a remote publishes is routed without the shell knowing it in advance', () => {
    expect(remotesForPath('/auth/badges', REMOTES)).toEqual(['mf_grading']);
  });

  test('an unknown path, or one of a remote whose screens are unknown, needs no remote (the 404)', () => {
    expect(remotesForPath('/no/such/page', REMOTES)).toEqual([]);
    expect(remotesForPath(ROUTES.login, REMOTES)).toEqual([]);
  });
});
