// The calls that change a grade. A grade decides what a student's work is worth, so these get a
// budget of their own, smaller than other writes: a leaked or shared token cannot re-mark a class's
// work in a burst, and a flood of them cannot hide among ordinary edits. A regrade request and its
// answer change what a grade is (or ask to), so they count here too.
import { API_ROUTES, type ApiRoute } from '@studyhub/contracts';

export const GRADING_ROUTES: readonly ApiRoute[] = [API_ROUTES.markSubmission, API_ROUTES.requestRegrade, API_ROUTES.answerRegrade];

const GRADING = new Set(GRADING_ROUTES.map(({ method, path }) => `${method} ${path}`));

/** True for a request matched to one of GRADING_ROUTES (by route pattern, not by URL). */
export function isGradingRoute(method: string, routePattern: string | undefined): boolean {
  return routePattern !== undefined && GRADING.has(`${method} ${routePattern}`);
}
