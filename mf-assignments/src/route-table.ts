import { MESSAGES, ROUTES } from '@studyhub/contracts/web';
import { defineRouteTable } from '@studyhub/mf-config';
import { TEXTS } from './assignments.texts.js';
import { ASSIGNMENTS_PATHS } from './assignments.paths.js';

const { auth } = MESSAGES;

/** The screens this remote serves; its build publishes them so the shell can route to them. */
export const ROUTE_TABLE = defineRouteTable({
  routes: {
    list: { path: ROUTES.assignments, handle: { title: TEXTS.assignments.listTitle } },
    details: { path: ROUTES.assignmentDetails(), handle: { title: 'Assignment Details' } },
    authDetails: {
      path: ASSIGNMENTS_PATHS.authAssignmentDetails(),
      handle: {
        requiresAuth: true,
        loginPrompt: { title: auth.loginRequiredTitle, text: TEXTS.login.toSubmit },
        title: 'Assignment Details',
      },
    },
    update: {
      path: ASSIGNMENTS_PATHS.updateAssignment(),
      handle: {
        requiresAuth: true,
        loginPrompt: { title: TEXTS.login.notLoggedInTitle, text: TEXTS.login.toEdit },
        title: 'Update Assignment',
      },
    },
    create: {
      path: ROUTES.createAssignment,
      handle: { requiresAuth: true, loginPrompt: { title: auth.loginRequiredTitle, text: auth.loginToCreate }, title: 'Create Assignment' },
    },
  },
  /** The list also fills the home page's index slot. */
  homeIndex: true,
  /** Entries in the shell's navigation (orders interleave with the other areas'). */
  nav: {
    main: [
      { label: 'All Assignments', to: ROUTES.assignments, order: 10, end: true },
      { label: 'Create', to: ROUTES.createAssignment, order: 30, loggedInOnly: true, loginMessage: MESSAGES.auth.loginToCreate },
    ],
    user: [{ label: 'Create Assignments', to: ROUTES.createAssignment, order: 20 }],
  },
});
