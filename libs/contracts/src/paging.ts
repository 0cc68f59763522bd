/**
 * One paging convention for every list the API serves: `limit` + `offset` in the query, the page as
 * a JSON array, the number of matches before paging in the `X-Total-Count` header.
 *
 * Counting every match of a common search term costs more than the page itself on a large table
 * (160 ms at 100k rows on PGlite), for a number nobody reads exactly: a list shows it as "Show more
 * (100+ left)". So the count stops `countAhead` rows past the page served: beyond that the total is
 * a lower bound, said by `X-Total-Count-Exact: false`. A page shorter than asked for ends the list
 * and needs no count. Paging is unaffected: there is always more while total > shown.
 */
export const PAGE = { defaultLimit: 50, maxLimit: 100, maxOffset: 1_000_000, countAhead: 100 } as const;

/**
 * Cards per page of the assignment grid: a multiple of its 4 and 2 columns, so the row above
 * "Show more" is full (the API's default of 50 left two cards alone on a wide screen).
 */
export const CARD_GRID_PAGE_SIZE = 48;

/** Response header carrying the number of matches before paging. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/** `true`, or `false` when the count stopped at the cap and the total is a lower bound. */
export const TOTAL_EXACT_HEADER = 'X-Total-Count-Exact';

/** One page of a list as the web client keeps it. */
export interface Page<T> {
  items: T[];
  /** Matches before paging, from the X-Total-Count header. */
  total: number;
  /** False when `total` is a lower bound (the count stopped at PAGE.countAhead past the page). */
  exact: boolean;
}

/**
 * A whole number as en-US writes it ("1,234"), what `toLocaleString('en-US')` gives, without Intl:
 * a page's first Intl call starts ICU, about 25 ms of main thread (100 ms on a slow phone), and the
 * list draws a count before anything else needs Intl (docs/benchmarks.md, "Start-up in short tasks").
 */
export const groupThousands = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',');

/** A count as a user reads it: "1,234", or "150+" when it is a lower bound. */
export const countLabel = (count: number, exact: boolean) => `${groupThousands(count)}${exact ? '' : '+'}`;
