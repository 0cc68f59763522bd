import { withElements, type RemoteRoutesModule } from '@studyhub/mf-config';
import { lazy, type ReactNode } from 'react';
import { ROUTE_TABLE, type GradingScreen } from './route-table.js';

const PendingPage = lazy(() => import('./pending/pending-page.js').then((module) => ({ default: module.PendingPage })));
const MySubmissionsPage = lazy(() =>
  import('./my-submissions/my-submissions-page.js').then((module) => ({ default: module.MySubmissionsPage })),
);
const SubmissionHistoryPage = lazy(() =>
  import('./history/submission-history-page.js').then((module) => ({ default: module.SubmissionHistoryPage })),
);
const ProgressPage = lazy(() => import('./progress/progress-page.js').then((module) => ({ default: module.ProgressPage })));
const NotificationsPage = lazy(() =>
  import('./notifications/notifications-page.js').then((module) => ({ default: module.NotificationsPage })),
);
/** Each screen's element; a fixture build (e2e/fixtures/mf-grading) adds a screen beside them. */
export const ELEMENTS = {
  pending: <PendingPage />,
  mine: <MySubmissionsPage />,
  history: <SubmissionHistoryPage />,
  progress: <ProgressPage />,
  notifications: <NotificationsPage />,
} satisfies Record<GradingScreen, ReactNode>;

/** The grading area: mounted by the shell inside its layout, store, router, theme and route guard. */
export default {
  routes: withElements(ROUTE_TABLE, ELEMENTS),
} satisfies RemoteRoutesModule;
