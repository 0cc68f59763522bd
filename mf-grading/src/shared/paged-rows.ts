import type { Page } from '@studyhub/contracts';
import { flattenPages } from './offset-paging.js';
import type { PagedState } from './paged-content.js';

/** The parts of an RTK Query infinite-query result a paged table reads. */
interface InfiniteResult<T> {
  data?: { pages: Page<T>[] };
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The loaded rows (each once) and the state of the list around them. */
export function pagedRows<T extends { _id: string }>(result: InfiniteResult<T>): { rows: T[]; state: PagedState } {
  const pages = result.data?.pages ?? [];
  const rows = flattenPages(pages);
  const total = pages.length > 0 ? pages[pages.length - 1].total : 0;
  return {
    rows,
    state: {
      shown: rows.length,
      total,
      isLoading: result.isLoading,
      isError: result.isError,
      hasNextPage: result.hasNextPage,
      isFetchingNextPage: result.isFetchingNextPage,
      fetchNextPage: result.fetchNextPage,
    },
  };
}
