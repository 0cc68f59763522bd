import { MESSAGES, ROUTES } from '@studyhub/contracts/web';
import { defineRouteTable } from '@studyhub/mf-config';

const { auth } = MESSAGES;

/** The screens this remote serves; its build publishes them so the shell can route to them. */
export const ROUTE_TABLE = defineRouteTable({
  routes: {
    list: { path: ROUTES.assignments },
    details: { path: ROUTES.assignmentDetails() },
    authDetails: {
      path: ROUTES.authAssignmentDetails(),
      handle: { requiresAuth: true, loginPrompt: { title: auth.loginRequiredTitle, text: auth.loginToSubmit } },
    },
    update: {
      path: ROUTES.updateAssignment(),
      handle: { requiresAuth: true, loginPrompt: { title: auth.notLoggedInTitle, text: auth.loginToEdit } },
    },
    create: {
      path: ROUTES.createAssignment,
      handle: { requiresAuth: true, loginPrompt: { title: auth.loginRequiredTitle, text: auth.loginToCreate } },
    },
  },
  /** The list also fills the home page's index slot. */
  homeIndex: true,
});
