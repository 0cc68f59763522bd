import type { Page } from '@studyhub/contracts/web';
import type { PagedState } from './paged-content.js';

/** The parts of an RTK Query infinite-query result a paged list reads. */
export interface InfiniteResult<T> {
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
 * was not fetched yet (a newer submission made in another tab, a member who joined, before "Show more").
 */
function uniqueBy<T>(rows: T[], keyOf: (row: T) => string): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(keyOf(row)) && seen.add(keyOf(row)));
}

const byId = (row: unknown) => (row as { _id: string })._id;

/** The loaded rows (each once, by `keyOf`: `_id` unless said) and the state of the list around them. */
export function pagedRows<T>(result: InfiniteResult<T>, keyOf: (row: T) => string = byId): { rows: T[]; state: PagedState } {
  const pages = result.data?.pages ?? [];
  const rows = uniqueBy(
    pages.flatMap((page) => page.items),
    keyOf,
  );
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
