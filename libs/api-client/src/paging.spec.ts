import { describe, expect, test } from '@jest/globals';
import { nextOffset, pageItems, toPage } from './paging.js';

import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';

// jsdom has no fetch classes: the header lookup is all toPage uses of the answer.
const meta = (total: string | null) =>
  ({ response: { headers: { get: (name: string) => (name === 'X-Total-Count' ? total : null) } } }) as unknown as FetchBaseQueryMeta;

describe('offset paging', () => {
  test('the total comes from X-Total-Count, else the page length', () => {
    expect(toPage([1, 2], meta('120')).total).toBe(120);
    expect(toPage([1, 2], meta(null)).total).toBe(2);
  });

  test('the next offset follows what is loaded and stops at the total', () => {
    const first = { items: Array.from({ length: 50 }, (_, i) => i), total: 120 };
    const second = { items: Array.from({ length: 50 }, (_, i) => i), total: 120 };
    const third = { items: Array.from({ length: 20 }, (_, i) => i), total: 120 };
    expect(nextOffset(first, [first])).toBe(50);
    expect(nextOffset(second, [first, second])).toBe(100);
    expect(nextOffset(third, [first, second, third])).toBeUndefined();
    // Rows deleted meanwhile: an empty page ends the list rather than asking forever.
    expect(nextOffset({ items: [], total: 120 }, [first, { items: [], total: 120 }])).toBeUndefined();
    expect(pageItems({ pages: [first, third] })).toHaveLength(70);
  });
});
