import { MESSAGES, ROUTES } from '@studyhub/contracts/web';
import { defineRouteTable } from '@studyhub/mf-config';

const { auth } = MESSAGES;

/** The screens this remote serves; its build publishes them so the shell can route to them. */
export const ROUTE_TABLE = defineRouteTable({
  routes: {
    list: { path: ROUTES.assignments, handle: { title: MESSAGES.assignments.listTitle } },
    details: { path: ROUTES.assignmentDetails(), handle: { title: 'Assignment Details' } },
    authDetails: {
      path: ROUTES.authAssignmentDetails(),
      handle: { requiresAuth: true, loginPrompt: { title: auth.loginRequiredTitle, text: auth.loginToSubmit }, title: 'Assignment Details' },
    },
    update: {
      path: ROUTES.updateAssignment(),
      handle: { requiresAuth: true, loginPrompt: { title: auth.notLoggedInTitle, text: auth.loginToEdit }, title: 'Update Assignment' },
    },
    create: {
      path: ROUTES.createAssignment,
      handle: { requiresAuth: true, loginPrompt: { title: auth.loginRequiredTitle, text: auth.loginToCreate }, title: 'Create Assignment' },
    },
  },
  /** The list also fills the home page's index slot. */
  homeIndex: true,
});
