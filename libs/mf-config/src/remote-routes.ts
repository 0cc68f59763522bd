import type { ReactNode } from 'react';
import type { AppRoute, RouteHandle } from './remote-module.js';
import type { RemoteRoutesFile } from './remote-routes.schema.js';

/** The file a remote's build publishes beside its mf-manifest.json: the screens it serves. */
export const REMOTE_ROUTES_FILE = 'mf-routes.json';

/** One screen of a remote as the shell learns it before loading the remote. */
export type RouteMeta = { path: string; handle?: RouteHandle };

/** One entry a remote puts in the shell's navigation, which draws it without knowing the area. */
export interface NavLink {
  label: string;
  to: string;
  /** Place among all areas' entries of the same menu: lower comes first. */
  order: number;
  /** Highlighted only on this exact path, not on its children. */
  end?: boolean;
  /** Hidden from guests. */
  loggedInOnly?: boolean;
  /** Guests choosing it get the 'Login Required' warning with this text instead of the page. */
  loginMessage?: string;
}

/** A remote's navigation entries: the bar (and the phone menu) and the signed-in avatar menu. */
export interface NavLinks {
  main?: NavLink[];
  user?: NavLink[];
}

/**
 * Places in the shell's frame where an area may put a widget of its own. `navActions`: the buttons
 * at the end of the bar, beside the theme switch and the avatar (a bell, a status).
 */
export const WIDGET_SLOTS = ['navActions'] as const;
export type WidgetSlot = (typeof WIDGET_SLOTS)[number];

/**
 * A component an area puts in the shell's frame, which loads it (`<remote>/<module>`, exposed by
 * the remote's build) after the first render and draws it without knowing the area.
 */
export interface WidgetEntry {
  slot: WidgetSlot;
  /** The exposed module whose default export is the component, e.g. './nav-bell'. */
  module: `./${string}`;
  /** Place among all areas' widgets of the same slot: lower comes first. */
  order: number;
  /** Loaded and drawn only for a signed-in user. */
  loggedInOnly?: boolean;
}

/** A remote's screens by key: the one source for both its routes file and its routes module. */
export interface RouteTable<Key extends string = string> {
  routes: Record<Key, RouteMeta>;
  homeIndex?: boolean;
  nav?: NavLinks;
  widgets?: WidgetEntry[];
}

export const defineRouteTable = <Key extends string>(table: RouteTable<Key>) => table;

/**
 * The routes file a remote's build publishes for `table`; `title` names the area to its users. It
 * is written in the oldest format that holds the table (3 only with widgets), so an area without
 * widgets can still be released to a shell that reads version 2 at most.
 */
export function routesFile(table: RouteTable, title: string): RemoteRoutesFile {
  return {
    version: table.widgets?.length ? 3 : 2,
    title,
    routes: Object.values(table.routes),
    ...(table.homeIndex ? { homeIndex: true } : {}),
    ...(table.nav ? { nav: table.nav } : {}),
    ...(table.widgets?.length ? { widgets: table.widgets } : {}),
  };
}

/** The routes module's routes: every screen of the table with its element (a missing one is a type error). */
export function withElements<Key extends string>(table: RouteTable<Key>, elements: Record<Key, ReactNode>): AppRoute[] {
  return (Object.keys(table.routes) as Key[]).map((key) => ({ ...table.routes[key], element: elements[key] }));
}
