import type { IndexRouteObject, NonIndexRouteObject } from '@studyhub/router';
import type { ComponentType } from 'react';

/** What a route of a remote asks of the shell's guard. */
export interface RouteHandle {
  /** Only signed-in users see the screen; guests go to the login page. */
  requiresAuth?: boolean;
  /** What a guest is told (an alert over the login page), e.g. 'Not Logged In' / 'Please log in to edit assignments.'. */
  loginPrompt?: { title: string; text: string };
  /** The screen's name in the browser tab ("All Assignments" → "All Assignments · StudyHub"), set by the shell. */
  title?: string;
}

/**
 * A React Router route whose `handle` is typed (React Router types it `any`): a misspelt key is a
 * type error in the remote's routes file, so a typo cannot make a protected screen public.
 */
export type AppRoute = (
  Omit<IndexRouteObject, 'handle'> | (Omit<NonIndexRouteObject, 'handle' | 'children'> & { children?: AppRoute[] })
) & {
  handle?: RouteHandle;
};

/**
 * What a remote's `./routes` module exports as default. Each remote's routes file is checked
 * against this type with `satisfies`, so the shell and the remotes cannot drift apart.
 */
export interface RemoteRoutesModule {
  /** Routes mounted as children of the shell's layout (absolute paths from ROUTES). */
  routes: AppRoute[];
  /** Content of the home page's index slot (inside the '/' layout's <Outlet/>), owned by assignments. */
  homeIndex?: AppRoute;
}

/** The module every remote exposes as `./routes`. */
export const ROUTES_EXPOSE = './routes';

/** Marker a runtime plugin returns in place of a remote that failed to load. */
export interface UnavailableRemote {
  unavailable: true;
  remote: string;
  reason: string;
}

/**
 * What a remote's widget module (a `widgets` entry of its route table) exports as default: a
 * component the shell draws in the slot, inside its store, router and theme, without props.
 */
export interface RemoteWidgetModule {
  default: ComponentType;
}
