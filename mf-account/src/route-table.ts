import { ROUTES } from '@studyhub/contracts/web';
import { defineRouteTable } from '@studyhub/mf-config';
import { ACCOUNT_TEXTS } from './account.texts.js';
import { ACCOUNT_PATHS } from './account.paths.js';

/** The screens this remote serves (with their tab titles); its build publishes them so the shell can route to them. */
export const ROUTE_TABLE = defineRouteTable({
  routes: {
    login: { path: ROUTES.login, handle: { title: 'Login' } },
    register: { path: ROUTES.register, handle: { title: 'Register' } },
    forgotPassword: { path: ACCOUNT_PATHS.forgotPassword, handle: { title: ACCOUNT_TEXTS.forgotPasswordTitle } },
    // The shell wraps this in its guard (spinner while auth loads, login when signed out).
    profile: { path: ROUTES.profile, handle: { requiresAuth: true, title: 'My Profile' } },
  },
  /** Entries in the shell's navigation (orders interleave with the other areas'). */
  nav: {
    main: [{ label: 'Profile', to: ROUTES.profile, order: 40, loginMessage: ACCOUNT_TEXTS.loginToViewProfile }],
    user: [{ label: 'Profile', to: ROUTES.profile, order: 10 }],
  },
});
