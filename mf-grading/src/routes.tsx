import { MESSAGES, ROUTES } from '@studyhub/contracts';
import type { RemoteRoutesModule } from '@studyhub/mf-config';
import { ComingSoon } from '@studyhub/ui';

const area = 'grading';

export default {
  routes: [
    {
      path: ROUTES.pendingAssignments,
      handle: { requiresAuth: true, loginPrompt: { title: MESSAGES.auth.loginRequiredTitle, text: MESSAGES.auth.loginToMark } },
      element: <ComingSoon title="Pending Assignments" area={area} />,
    },
    {
      path: ROUTES.myGroup,
      handle: {
        requiresAuth: true,
        loginPrompt: { title: MESSAGES.auth.loginRequiredTitle, text: MESSAGES.auth.loginToViewAssignments },
      },
      element: <ComingSoon title="My Attempted Assignments" area={area} />,
    },
  ],
} satisfies RemoteRoutesModule;
