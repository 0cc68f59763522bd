import { describe, expect, test } from '@jest/globals';
import { filtersFromParams, filtersToParams, INITIAL_FILTERS } from './use-list-filters.js';

describe('list filters in the URL', () => {
  test('a shared link gives back the same filters', () => {
    const filters = { search: 'essay', difficulty: 'Hard', show: 'to-grade', sort: 'dueDate', order: 'desc' as const };
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(filtersToParams(filters).toString()).toBe('search=essay&difficulty=Hard&show=to-grade&sort=dueDate&order=desc');
  });

  test('defaults stay out of the URL', () => {
    expect(filtersToParams(INITIAL_FILTERS).toString()).toBe('');
  });

  test('unknown values in a hand-edited URL fall back to the defaults', () => {
    const params = new URLSearchParams('difficulty=Impossible&show=everything&sort=__proto__&order=sideways&search=x');
    expect(filtersFromParams(params)).toEqual({ ...INITIAL_FILTERS, search: 'x' });
  });
});
