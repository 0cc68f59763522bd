// Live updates and claims, the facts a page needs without zod (api-routes.ts says why).

/** Kinds of notification: each is kept in the database and pushed to its recipient's open pages. */
export const NOTIFICATION_KINDS = [
  /** Your submission was marked. */
  'graded',
  /** Someone submitted to your assignment. */
  'submitted',
  /** A student contested a grade on your assignment. */
  'regradeRequested',
  /** The author answered your regrade request (kept or reopened). */
  'regradeAnswered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The event stream (Server-Sent Events): outside the JSON contract table because its answer is a
 * stream, not a JSON body. The token goes in the Authorization header, never in the URL, so the
 * browser reads it with fetch rather than EventSource (which cannot send headers).
 */
export const LIVE = {
  path: '/api/events',
  /**
   * The query of a stream opened by a page that shows the pending queue: only such streams carry
   * the queue's joins, leaves and claims ("the queue I am looking at"); every stream carries the
   * caller's own notifications.
   */
  watchQueue: { watch: 'queue' },
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: 20_000,
  /** Without a live stream, pages poll this often instead. */
  pollMs: 30_000,
  /** The longest a reconnect waits (it doubles from 1 s after each failure). */
  maxRetryMs: 30_000,
} as const;

/** How long opening the mark dialog holds a submission for its marker, unless renewed. */
export const CLAIM_MS = 5 * 60 * 1000;
