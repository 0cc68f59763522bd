import { describe, expect, test } from '@jest/globals';
import { pagedRows } from './paged-rows.js';

const rows = (...ids: string[]) => ids.map((_id) => ({ _id }));
const result = (pages: { items: { _id: string }[]; total: number; exact: boolean }[]) => ({
  data: { pages },
  isLoading: false,
  isError: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: () => undefined,
  isFetching: false,
  refetch: () => undefined,
});

describe('pagedRows', () => {
  test('rows of all pages in order, each once, with the latest total', () => {
    const { rows: shown, state } = pagedRows(
      result([
        { items: rows('a', 'b'), total: 4, exact: true },
        { items: rows('b', 'c'), total: 5, exact: true },
      ]),
    );
    expect(shown.map((row) => row._id)).toEqual(['a', 'b', 'c']);
    expect(state).toMatchObject({ shown: 3, total: 5 });
  });

  test('nothing loaded yet is an empty list of 0', () => {
    expect(pagedRows({ ...result([]), data: undefined }).state).toMatchObject({ shown: 0, total: 0 });
  });
});
