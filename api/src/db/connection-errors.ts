// "The database is not reachable right now" as opposed to "this query is wrong": the first is a
// 503 the caller may retry, the second stays a 500. Drizzle wraps driver errors (DrizzleQueryError
// with the pg error as `cause`), so the whole cause chain is searched.

/** Socket-level failures reaching the server (node:net / node-postgres). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not taking connections: class 08 (connection exception),
 * 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting, recovering),
 * 53300 too many connections.
 */
const SQLSTATES = /^(08\w{3}|57P0[123]|53300)$/;

/** node-postgres and pg-pool say these in words only, with no code. */
const MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /is not queryable$/, /^Client was closed/];

const MAX_DEPTH = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < MAX_DEPTH && current && typeof current === 'object'; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}
