import { describe, expect, test } from '@jest/globals';
import { ROUTES } from '@studyhub/contracts';
import { remotesForPath } from './remotes-for-path.js';

describe('remotesForPath', () => {
  test('the home page needs marketing and the assignments list', () => {
    expect(remotesForPath(ROUTES.home).sort()).toEqual(['mf_assignments', 'mf_marketing']);
  });

  test.each([
    [ROUTES.assignments, 'mf_assignments'],
    [ROUTES.assignmentDetails('42'), 'mf_assignments'],
    [ROUTES.updateAssignment('42'), 'mf_assignments'],
    [ROUTES.pendingAssignments, 'mf_grading'],
    [ROUTES.myGroup, 'mf_grading'],
    [ROUTES.login, 'mf_account'],
    [ROUTES.profile, 'mf_account'],
    [ROUTES.terms, 'mf_marketing'],
  ])('%s is owned by %s alone', (path, remote) => {
    expect(remotesForPath(path)).toEqual([remote]);
  });

  test('an unknown path needs no remote (the shell shows its 404)', () => {
    expect(remotesForPath('/no/such/page')).toEqual([]);
  });
});
