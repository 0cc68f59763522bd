import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { TOTAL_COUNT_HEADER, TOTAL_EXACT_HEADER } from '@studyhub/contracts/web';
import type { Page } from '@studyhub/contracts';

/** A list answer as one page: the items and the total (exact or a lower bound) from the headers. */
export function toPage<T>(items: T[], meta: FetchBaseQueryMeta | undefined): Page<T> {
  const header = meta?.response?.headers.get(TOTAL_COUNT_HEADER);
  const exact = meta?.response?.headers.get(TOTAL_EXACT_HEADER) !== 'false';
  return { items, total: header === null || header === undefined ? items.length : Number(header), exact };
}

/**
 * `getNextPageParam` of an offset-paged infinite query: the offset after what is already shown,
 * or undefined once every match has been loaded (no empty page is ever asked for).
 */
export function nextOffset<T>(lastPage: Page<T>, allPages: Page<T>[]): number | undefined {
  const loaded = allPages.reduce((sum, page) => sum + page.items.length, 0);
  return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
}

/** Every item of an infinite query's pages, in order. */
export const pageItems = <T>(data: { pages: Page<T>[] } | undefined): T[] => data?.pages.flatMap((page) => page.items) ?? [];
