import { ROUTES } from '@studyhub/contracts';
import type { RemoteRoutesModule } from '@studyhub/mf-config';
import { ComingSoon } from '@studyhub/ui';

const area = 'grading';

export default {
  routes: [
    {
      path: ROUTES.pendingAssignments,
      handle: { requiresAuth: true },
      element: <ComingSoon title="Pending Assignments" area={area} />,
    },
    {
      path: ROUTES.myGroup,
      handle: { requiresAuth: true },
      element: <ComingSoon title="My Attempted Assignments" area={area} />,
    },
  ],
} satisfies RemoteRoutesModule;
