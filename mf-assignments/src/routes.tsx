import { MESSAGES, ROUTES } from '@studyhub/contracts';
import type { RemoteRoutesModule } from '@studyhub/mf-config';
import { lazy } from 'react';

// Each screen is its own chunk: the list (also the home page's section) does not carry the editor
// and its date picker.
const AssignmentsPage = lazy(() => import('./list/assignments-page.js').then((m) => ({ default: m.AssignmentsPage })));
const AssignmentDetailsPage = lazy(() =>
  import('./details/assignment-details-page.js').then((m) => ({ default: m.AssignmentDetailsPage })),
);
const CreateAssignmentPage = lazy(() =>
  import('./editor/create-assignment-page.js').then((m) => ({ default: m.CreateAssignmentPage })),
);
const UpdateAssignmentPage = lazy(() =>
  import('./editor/update-assignment-page.js').then((m) => ({ default: m.UpdateAssignmentPage })),
);

const { auth } = MESSAGES;

export default {
  homeIndex: { index: true, element: <AssignmentsPage asHomeSection /> },
  routes: [
    { path: ROUTES.assignments, element: <AssignmentsPage /> },
    { path: ROUTES.assignmentDetails(), element: <AssignmentDetailsPage /> },
    {
      path: ROUTES.authAssignmentDetails(),
      handle: { requiresAuth: true, loginPrompt: { title: auth.loginRequiredTitle, text: auth.loginToSubmit } },
      element: <AssignmentDetailsPage />,
    },
    {
      path: ROUTES.updateAssignment(),
      handle: { requiresAuth: true, loginPrompt: { title: auth.notLoggedInTitle, text: auth.loginToEdit } },
      element: <UpdateAssignmentPage />,
    },
    {
      path: ROUTES.createAssignment,
      handle: { requiresAuth: true, loginPrompt: { title: auth.loginRequiredTitle, text: auth.loginToCreate } },
      element: <CreateAssignmentPage />,
    },
  ],
} satisfies RemoteRoutesModule;
