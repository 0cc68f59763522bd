/** `handle` a remote puts on a route object to ask the shell for its guard. */
export interface RouteHandle {
  requiresAuth?: boolean;
}
