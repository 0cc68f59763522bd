/** True for an RTK Query error that is the API's 404 (no such assignment, or an id that cannot be one). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
