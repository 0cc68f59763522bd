import { MESSAGES } from '@studyhub/contracts/web';
import { defineRouteTable, type RouteMeta } from '@studyhub/mf-config';
import { GROUPS_PATHS } from './groups.paths.js';
import { TEXTS } from './groups.texts.js';

const loginPrompt = (text: string) => ({ title: MESSAGES.auth.loginRequiredTitle, text });

/** The screens this remote serves; its build publishes them so the shell can route to them. */
export const ROUTE_TABLE = defineRouteTable({
  routes: {
    myGroups: {
      path: GROUPS_PATHS.myGroups,
      handle: { requiresAuth: true, loginPrompt: loginPrompt(TEXTS.loginTo.viewGroups), title: TEXTS.titles.myGroups },
    },
    createGroup: {
      path: GROUPS_PATHS.createGroup,
      handle: { requiresAuth: true, loginPrompt: loginPrompt(TEXTS.loginTo.createGroup), title: TEXTS.titles.createGroup },
    },
    group: {
      path: GROUPS_PATHS.group(),
      handle: { requiresAuth: true, loginPrompt: loginPrompt(TEXTS.loginTo.openGroup), title: TEXTS.titles.group },
    },
    settings: {
      path: GROUPS_PATHS.settings(),
      handle: { requiresAuth: true, loginPrompt: loginPrompt(TEXTS.loginTo.manageGroup), title: TEXTS.titles.settings },
    },
    // Guests may open an invite: they see the group and are offered to log in or register.
    invite: { path: GROUPS_PATHS.invite(), handle: { title: TEXTS.titles.invite } },
  } satisfies Record<string, RouteMeta>,
  /** Entries in the shell's navigation (orders interleave with the other areas'). */
  nav: {
    main: [{ label: 'Groups', to: GROUPS_PATHS.myGroups, order: 35, loggedInOnly: true, loginMessage: TEXTS.loginTo.viewGroups }],
    user: [{ label: 'My Groups', to: GROUPS_PATHS.myGroups, order: 25 }],
  },
});

export type GroupsScreen = keyof typeof ROUTE_TABLE.routes;
