import { describe, expect, test } from '@jest/globals';
import { contractRequest } from './contract-request.js';

describe('contractRequest', () => {
  test('takes method and path from the row, fills the path and passes query and body on', () => {
    expect(contractRequest('markSubmission', { params: { id: 'abc' }, body: { obtainedMarks: 3 } })).toEqual({
      url: '/api/submissions/abc/mark',
      method: 'PUT',
      body: { obtainedMarks: 3 },
    });
    expect(contractRequest('listAssignments', { query: { search: 'x', offset: 50 } })).toEqual({
      url: '/api/assignments',
      method: 'GET',
      params: { search: 'x', offset: 50 },
    });
  });

  test('a delete without a body sends none', () => {
    expect(contractRequest('deleteAssignment', { params: { id: 'abc' }, body: undefined })).toEqual({
      url: '/api/assignments/abc',
      method: 'DELETE',
    });
  });
});
