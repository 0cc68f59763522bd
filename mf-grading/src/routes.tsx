import { MESSAGES, ROUTES } from '@studyhub/contracts';
import type { RemoteRoutesModule } from '@studyhub/mf-config';
import { lazy } from 'react';

const PendingPage = lazy(() => import('./pending/pending-page.js').then((module) => ({ default: module.PendingPage })));
const MySubmissionsPage = lazy(() =>
  import('./my-submissions/my-submissions-page.js').then((module) => ({ default: module.MySubmissionsPage })),
);

/** The grading area: mounted by the shell inside its layout, store, router, theme and route guard. */
export default {
  routes: [
    {
      path: ROUTES.pendingAssignments,
      handle: { requiresAuth: true, loginPrompt: { title: MESSAGES.auth.loginRequiredTitle, text: MESSAGES.auth.loginToMark } },
      element: <PendingPage />,
    },
    {
      path: ROUTES.myGroup,
      handle: {
        requiresAuth: true,
        loginPrompt: { title: MESSAGES.auth.loginRequiredTitle, text: MESSAGES.auth.loginToViewAssignments },
      },
      element: <MySubmissionsPage />,
    },
  ],
} satisfies RemoteRoutesModule;
