import { MESSAGES, ROUTES } from '@studyhub/contracts';
import { defineRouteTable } from '@studyhub/mf-config';

const { auth } = MESSAGES;

/** The screens this remote serves; its build publishes them so the shell can route to them. */
export const ROUTE_TABLE = defineRouteTable({
  routes: {
    pending: {
      path: ROUTES.pendingAssignments,
      handle: { requiresAuth: true, loginPrompt: { title: auth.loginRequiredTitle, text: auth.loginToMark } },
    },
    mine: {
      path: ROUTES.myGroup,
      handle: { requiresAuth: true, loginPrompt: { title: auth.loginRequiredTitle, text: auth.loginToViewAssignments } },
    },
  },
});
