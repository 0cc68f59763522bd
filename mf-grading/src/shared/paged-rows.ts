import { pageItems } from '@studyhub/api-client';
import type { Page } from '@studyhub/contracts';
import type { PagedState } from './paged-content.js';

/** The parts of an RTK Query infinite-query result a paged table reads. */
interface InfiniteResult<T> {
  data?: { pages: Page<T>[] };
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Each row once, in order: a row can come twice when rows join the list ahead of an offset that
 * was not fetched yet (a newer submission of mine, made in another tab, before "Show more").
 */
export function uniqueById<T extends { _id: string }>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row._id) && seen.add(row._id));
}

/** The loaded rows (each once) and the state of the list around them. */
export function pagedRows<T extends { _id: string }>(result: InfiniteResult<T>): { rows: T[]; state: PagedState } {
  const pages = result.data?.pages ?? [];
  const rows = uniqueById(pageItems(result.data));
  const last = pages.at(-1);
  return {
    rows,
    state: {
      shown: rows.length,
      total: last?.total ?? 0,
      exact: last?.exact ?? true,
      isLoading: result.isLoading,
      isError: result.isError,
      hasNextPage: result.hasNextPage,
      isFetchingNextPage: result.isFetchingNextPage,
      fetchNextPage: result.fetchNextPage,
      isRetrying: result.isError && result.isFetching,
      retry: result.refetch,
    },
  };
}
