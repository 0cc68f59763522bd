import { describe, expect, test } from '@jest/globals';
import { TOTAL_COUNT_HEADER } from '@studyhub/contracts';
import { flattenPages, offsetPaging, toPage } from './offset-paging.js';

const rows = (...ids: string[]) => ids.map((_id) => ({ _id }));

describe('offset paging', () => {
  const { getNextPageParam, initialPageParam } = offsetPaging(2);

  test('starts at offset 0 and asks for the next offset while rows remain', () => {
    expect(initialPageParam).toBe(0);
    expect(getNextPageParam({ items: rows('a', 'b'), total: 5 }, [], 0)).toBe(2);
    expect(getNextPageParam({ items: rows('e'), total: 5 }, [], 4)).toBeUndefined();
    expect(getNextPageParam({ items: rows('c', 'd'), total: 4 }, [], 2)).toBeUndefined();
  });

  test('stops on a short page even if the total said more (rows left the list meanwhile)', () => {
    expect(getNextPageParam({ items: rows('c'), total: 9 }, [], 2)).toBeUndefined();
  });

  test('reads the total from the X-Total-Count header, else counts the page', () => {
    const response = { headers: new Headers({ [TOTAL_COUNT_HEADER]: '42' }) } as Response;
    expect(toPage(rows('a'), { response }).total).toBe(42);
    expect(toPage(rows('a', 'b'), undefined).total).toBe(2);
  });

  test('flattens pages in order, each row once', () => {
    const pages = [
      { items: rows('a', 'b'), total: 4 },
      { items: rows('b', 'c'), total: 4 },
    ];
    expect(flattenPages(pages).map((row) => row._id)).toEqual(['a', 'b', 'c']);
    expect(flattenPages(undefined)).toEqual([]);
  });
});
