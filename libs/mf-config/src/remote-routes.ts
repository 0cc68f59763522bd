import type { ReactNode } from 'react';
import type { AppRoute, RouteHandle } from './remote-module.js';
import type { RemoteRoutesFile } from './remote-routes.schema.js';

/** The file a remote's build publishes beside its mf-manifest.json: the screens it serves. */
export const REMOTE_ROUTES_FILE = 'mf-routes.json';

/** One screen of a remote as the shell learns it before loading the remote. */
export type RouteMeta = { path: string; handle?: RouteHandle };

/** A remote's screens by key: the one source for both its routes file and its routes module. */
export interface RouteTable<Key extends string = string> {
  routes: Record<Key, RouteMeta>;
  homeIndex?: boolean;
}

export const defineRouteTable = <Key extends string>(table: RouteTable<Key>) => table;

/** The routes file a remote's build publishes for `table`. */
export function routesFile(table: RouteTable): RemoteRoutesFile {
  return { version: 1, routes: Object.values(table.routes), ...(table.homeIndex ? { homeIndex: true } : {}) };
}

/** The routes module's routes: every screen of the table with its element (a missing one is a type error). */
export function withElements<Key extends string>(table: RouteTable<Key>, elements: Record<Key, ReactNode>): AppRoute[] {
  return (Object.keys(table.routes) as Key[]).map((key) => ({ ...table.routes[key], element: elements[key] }));
}
