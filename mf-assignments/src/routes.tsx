import { withElements, type RemoteRoutesModule } from '@studyhub/mf-config';
import { lazy } from 'react';
import { ROUTE_TABLE } from './route-table.js';

// Each screen is its own chunk: the list (also the home page's section) does not carry the editor
// and its date picker.
const AssignmentsPage = lazy(() => import('./list/assignments-page.js').then((m) => ({ default: m.AssignmentsPage })));
const AssignmentDetailsPage = lazy(() =>
  import('./details/assignment-details-page.js').then((m) => ({ default: m.AssignmentDetailsPage })),
);
const CreateAssignmentPage = lazy(() => import('./editor/create-assignment-page.js').then((m) => ({ default: m.CreateAssignmentPage })));
const UpdateAssignmentPage = lazy(() => import('./editor/update-assignment-page.js').then((m) => ({ default: m.UpdateAssignmentPage })));

export default {
  homeIndex: { index: true, element: <AssignmentsPage asHomeSection /> },
  routes: withElements(ROUTE_TABLE, {
    list: <AssignmentsPage />,
    details: <AssignmentDetailsPage />,
    authDetails: <AssignmentDetailsPage />,
    update: <UpdateAssignmentPage />,
    create: <CreateAssignmentPage />,
  }),
} satisfies RemoteRoutesModule;
