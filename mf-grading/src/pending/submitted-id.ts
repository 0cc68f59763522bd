/**
 * The submission a student has just sent, from the router state the details page navigates with
 * (`{ submittedId }`, written by mf-assignments' submitted-state.ts). Anything else, such as the
 * state of a reload or of a link from elsewhere, names none.
 */
export function submittedIdFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('submittedId' in state)) return undefined;
  return typeof state.submittedId === 'string' ? state.submittedId : undefined;
}
