import { ROUTES } from '@studyhub/contracts/web';
import { defineRouteTable } from '@studyhub/mf-config';

/** The screens this remote serves; its build publishes them so the shell can route to them. */
export const ROUTE_TABLE = defineRouteTable({
  routes: {
    login: { path: ROUTES.login },
    register: { path: ROUTES.register },
    forgotPassword: { path: ROUTES.forgotPassword },
    // The shell wraps this in its guard (spinner while auth loads, login when signed out).
    profile: { path: ROUTES.profile, handle: { requiresAuth: true } },
  },
});
