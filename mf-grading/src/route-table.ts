import { MESSAGES, ROUTES } from '@studyhub/contracts/web';
import { defineRouteTable, type NavLinks, type RouteMeta, type RouteTable, type WidgetEntry } from '@studyhub/mf-config';
import { TEXTS } from './grading.texts.js';
import { NOTIFICATIONS_PATH } from './notifications/notifications.paths.js';
import { NOTIFICATION_TEXTS } from './notifications/notifications.texts.js';

const { auth } = MESSAGES;

const SCREENS = {
  pending: {
    path: ROUTES.pendingAssignments,
    handle: { requiresAuth: true, loginPrompt: { title: auth.loginRequiredTitle, text: TEXTS.loginTo.mark }, title: 'Pending Assignments' },
  },
  mine: {
    path: ROUTES.myGroup,
    handle: {
      requiresAuth: true,
      loginPrompt: { title: auth.loginRequiredTitle, text: TEXTS.loginTo.viewAssignments },
      title: 'My Attempted Assignments',
    },
  },
  history: {
    path: ROUTES.submissionHistory(),
    handle: {
      requiresAuth: true,
      loginPrompt: { title: auth.loginRequiredTitle, text: TEXTS.loginTo.viewHistory },
      title: 'Submission History',
    },
  },
  progress: {
    path: ROUTES.progress,
    handle: { requiresAuth: true, loginPrompt: { title: auth.loginRequiredTitle, text: TEXTS.loginTo.viewProgress }, title: 'My Progress' },
  },
  notifications: {
    path: NOTIFICATIONS_PATH,
    handle: {
      requiresAuth: true,
      loginPrompt: { title: auth.loginRequiredTitle, text: NOTIFICATION_TEXTS.loginTo },
      title: 'Notifications',
    },
  },
} satisfies Record<string, RouteMeta>;

/** This area's entries in the shell's navigation (orders interleave with the other areas'). */
const NAV: NavLinks = {
  main: [
    { label: 'Pending', to: ROUTES.pendingAssignments, order: 20, loggedInOnly: true, loginMessage: TEXTS.loginTo.viewPending },
    { label: 'Progress', to: ROUTES.progress, order: 25, loggedInOnly: true, loginMessage: TEXTS.loginTo.viewProgress },
    { label: 'My Attempted Assignments', to: ROUTES.myGroup, order: 50, loginMessage: TEXTS.loginTo.viewGroups },
  ],
  user: [
    { label: 'My Attempted Assignments', to: ROUTES.myGroup, order: 30 },
    { label: 'My Progress', to: ROUTES.progress, order: 32 },
    { label: 'Notifications', to: NOTIFICATIONS_PATH, order: 35 },
  ],
};

/**
 * The notification bell in the shell's bar (notifications/nav-bell.tsx, exposed in
 * rsbuild.config.ts). It also holds the page's live connection for signed-in users.
 */
const WIDGETS: WidgetEntry[] = [{ slot: 'navActions', module: './nav-bell', order: 10, loggedInOnly: true }];

export type GradingScreen = keyof typeof SCREENS;

/** The screens this remote serves; its build publishes them so the shell can route to them. */
export const ROUTE_TABLE: RouteTable<GradingScreen> = defineRouteTable({ routes: SCREENS, nav: NAV, widgets: WIDGETS });
