import { describe, expect, test } from '@jest/globals';
import { nextOffset, pageItems, toPage } from './paging.js';

import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';

// jsdom has no fetch classes: the header lookup is all toPage uses of the answer.
const meta = (total: string | null, exact: string | null = 'true') =>
  ({
    response: { headers: { get: (name: string) => ({ 'X-Total-Count': total, 'X-Total-Count-Exact': exact })[name] ?? null } },
  }) as unknown as FetchBaseQueryMeta;

describe('offset paging', () => {
  test('the total comes from X-Total-Count, else the page length', () => {
    expect(toPage([1, 2], meta('120')).total).toBe(120);
    expect(toPage([1, 2], meta(null)).total).toBe(2);
  });

  test('a total the server stopped counting at is a lower bound', () => {
    expect(toPage([1, 2], meta('1000', 'false'))).toEqual({ items: [1, 2], total: 1000, exact: false });
    expect(toPage([1, 2], meta('120', 'true')).exact).toBe(true);
    // An API that does not say is taken at its word.
    expect(toPage([1, 2], meta('120', null)).exact).toBe(true);
  });

  test('the next offset follows what is loaded and stops at the total', () => {
    const first = { items: Array.from({ length: 50 }, (_, i) => i), total: 120, exact: true };
    const second = { items: Array.from({ length: 50 }, (_, i) => i), total: 120, exact: true };
    const third = { items: Array.from({ length: 20 }, (_, i) => i), total: 120, exact: true };
    expect(nextOffset(first, [first])).toBe(50);
    expect(nextOffset(second, [first, second])).toBe(100);
    expect(nextOffset(third, [first, second, third])).toBeUndefined();
    // Rows deleted meanwhile: an empty page ends the list rather than asking forever.
    expect(nextOffset({ items: [], total: 120, exact: true }, [first, { items: [], total: 120, exact: true }])).toBeUndefined();
    expect(pageItems({ pages: [first, third] })).toHaveLength(70);
  });
});
