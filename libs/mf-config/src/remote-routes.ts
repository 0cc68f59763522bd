import type { ReactNode } from 'react';
import { z } from 'zod';
import type { AppRoute, RouteHandle } from './remote-module.js';

/** The file a remote's build publishes beside its mf-manifest.json: the screens it serves. */
export const REMOTE_ROUTES_FILE = 'mf-routes.json';

const routeMetaSchema = z.strictObject({
  path: z.string().startsWith('/'),
  handle: z
    .strictObject({
      requiresAuth: z.boolean().optional(),
      loginPrompt: z.strictObject({ title: z.string(), text: z.string() }).optional(),
    })
    .optional(),
});

/** One screen of a remote as the shell learns it before loading the remote. */
export type RouteMeta = { path: string; handle?: RouteHandle };

export const remoteRoutesFileSchema = z.strictObject({
  version: z.literal(1),
  routes: z.array(routeMetaSchema),
  /** The remote fills the home page's index slot (the assignments list under the hero). */
  homeIndex: z.boolean().optional(),
});
export type RemoteRoutesFile = z.infer<typeof remoteRoutesFileSchema>;

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
