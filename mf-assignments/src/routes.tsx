import { ROUTES } from '@studyhub/contracts';
import type { RemoteRoutesModule } from '@studyhub/mf-config';
import { ComingSoon } from '@studyhub/ui';
import { lazy } from 'react';

const AssignmentsPage = lazy(() =>
  import('./list/assignments-page.js').then((module) => ({ default: module.AssignmentsPage })),
);

const area = 'assignments';

export default {
  homeIndex: { index: true, element: <AssignmentsPage asHomeSection /> },
  routes: [
    { path: ROUTES.assignments, element: <AssignmentsPage /> },
    { path: ROUTES.assignmentDetails(), element: <ComingSoon title="Assignment details" area={area} /> },
    {
      path: ROUTES.authAssignmentDetails(),
      handle: { requiresAuth: true },
      element: <ComingSoon title="Assignment details" area={area} />,
    },
    {
      path: ROUTES.updateAssignment(),
      handle: { requiresAuth: true },
      element: <ComingSoon title="Update Assignment" area={area} />,
    },
    {
      path: ROUTES.createAssignment,
      handle: { requiresAuth: true },
      element: <ComingSoon title="Create New Assignment" area={area} />,
    },
  ],
} satisfies RemoteRoutesModule;
