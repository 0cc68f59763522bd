import { TOTAL_COUNT_HEADER, type Page, type PageQuery } from '@studyhub/contracts';

/** Rows per request of the grading tables: a screenful, well under the API's maximum of 100. */
export const GRADING_PAGE_SIZE = 20;

/**
 * Infinite-query options for the API's limit/offset lists: the page parameter is the offset, and
 * there is a next page while the rows fetched so far are fewer than the X-Total-Count total.
 * On a refetch RTK Query recomputes each offset from the fresh pages, so rows that left the list
 * meanwhile (marked by someone) shift the later pages instead of leaving holes.
 */
export function offsetPaging(pageSize = GRADING_PAGE_SIZE) {
  return {
    initialPageParam: 0,
    getNextPageParam: (lastPage: Page<unknown>, _allPages: Page<unknown>[], lastOffset: number) => {
      const next = lastOffset + pageSize;
      return lastPage.items.length === pageSize && next < lastPage.total ? next : undefined;
    },
  };
}

/** The query string of one page. */
export function pageParams(offset: number, pageSize = GRADING_PAGE_SIZE): PageQuery {
  return { limit: pageSize, offset };
}

/** A page as the client keeps it: the JSON array plus the total from the response header. */
export function toPage<T>(items: T[], meta: { response?: Response } | undefined): Page<T> {
  const header = meta?.response?.headers.get(TOTAL_COUNT_HEADER);
  return { items, total: header === null || header === undefined ? items.length : Number(header) };
}

/**
 * All loaded rows in order, each once: when rows leave or join the list between two page loads,
 * an offset page can repeat a row the previous page already had.
 */
export function flattenPages<T extends { _id: string }>(pages: Page<T>[] | undefined): T[] {
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const page of pages ?? []) {
    for (const row of page.items) {
      if (!seen.has(row._id)) {
        seen.add(row._id);
        rows.push(row);
      }
    }
  }
  return rows;
}
