import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { TOTAL_COUNT_HEADER, type Page } from '@studyhub/contracts';

/** A list answer as one page: the items and the total from the X-Total-Count header. */
export function toPage<T>(items: T[], meta: FetchBaseQueryMeta | undefined): Page<T> {
  const header = meta?.response?.headers.get(TOTAL_COUNT_HEADER);
  return { items, total: header === null || header === undefined ? items.length : Number(header) };
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
