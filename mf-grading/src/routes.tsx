import { withElements, type RemoteRoutesModule } from '@studyhub/mf-config';
import { lazy } from 'react';
import { ROUTE_TABLE } from './route-table.js';

const PendingPage = lazy(() => import('./pending/pending-page.js').then((module) => ({ default: module.PendingPage })));
const MySubmissionsPage = lazy(() =>
  import('./my-submissions/my-submissions-page.js').then((module) => ({ default: module.MySubmissionsPage })),
);

/** The grading area: mounted by the shell inside its layout, store, router, theme and route guard. */
export default {
  routes: withElements(ROUTE_TABLE, { pending: <PendingPage />, mine: <MySubmissionsPage /> }),
} satisfies RemoteRoutesModule;
