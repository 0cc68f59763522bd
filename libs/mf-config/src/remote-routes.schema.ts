import { arrayAt, booleanAt, numberAt, objectAt, optionalAt, ShapeError, stringAt } from './json-shape.js';
import type { RouteHandle } from './remote-module.js';
import type { NavLink, NavLinks, RouteMeta, WidgetEntry } from './remote-routes.js';

// Kept apart from remote-routes.ts, which every remote's routes module imports: only the shell
// (reading a routes file or the registry) and the builds check a routes file.

/**
 * The routes-file versions this build reads. 2 adds `title` and `nav`, 3 adds `widgets`. A shell
 * build publishes this list (SHELL_FILE), so a release can refuse a remote whose routes file the
 * live shell cannot read: every shell refuses keys it does not know, so a new key needs a new version.
 */
export const ROUTES_FILE_VERSIONS = [1, 2, 3] as const;

/** The first version that may carry each optional key. */
const SINCE = { title: 2, nav: 2, widgets: 3 } as const;

/** What a shell build says about itself beside its index.html, for the release checks. */
export const SHELL_FILE = 'mf-shell.json';
export interface ShellFile {
  routesFileVersions: readonly number[];
}

/** The file a remote's build publishes beside its mf-manifest.json, as the shell checks it. */
export interface RemoteRoutesFile {
  version: (typeof ROUTES_FILE_VERSIONS)[number];
  /** The area's name as its users read it ("Grading is unavailable right now"); version 2. */
  title?: string;
  routes: RouteMeta[];
  /** The remote fills the home page's index slot (the assignments list under the hero). */
  homeIndex?: boolean;
  /** Its entries in the shell's navigation (version 2). */
  nav?: NavLinks;
  /** Its components in the shell's frame (version 3). */
  widgets?: PublishedWidget[];
}

/**
 * A widget as a routes file carries it. The slot is any name: a shell draws the slots it has and
 * passes over the others, so a later shell may add a slot without a new format version.
 */
export type PublishedWidget = Omit<WidgetEntry, 'slot'> & { slot: string };

function readNavLink(value: unknown, where: string): NavLink {
  const link = objectAt(value, where, ['label', 'to', 'order', 'end', 'loggedInOnly', 'loginMessage']);
  const end = optionalAt(link.end, (v) => booleanAt(v, `${where}.end`));
  const loggedInOnly = optionalAt(link.loggedInOnly, (v) => booleanAt(v, `${where}.loggedInOnly`));
  const loginMessage = optionalAt(link.loginMessage, (v) => stringAt(v, `${where}.loginMessage`));
  return {
    label: stringAt(link.label, `${where}.label`, { nonEmpty: true }),
    to: stringAt(link.to, `${where}.to`, { startsWith: '/' }),
    order: numberAt(link.order, `${where}.order`),
    ...(end === undefined ? {} : { end }),
    ...(loggedInOnly === undefined ? {} : { loggedInOnly }),
    ...(loginMessage === undefined ? {} : { loginMessage }),
  };
}

function readNav(value: unknown, where: string): NavLinks {
  const nav = objectAt(value, where, ['main', 'user']);
  const links = (list: unknown, at: string) => arrayAt(list, at).map((link, index) => readNavLink(link, `${at}[${index}]`));
  const main = optionalAt(nav.main, (v) => links(v, `${where}.main`));
  const user = optionalAt(nav.user, (v) => links(v, `${where}.user`));
  return { ...(main ? { main } : {}), ...(user ? { user } : {}) };
}

function readWidget(value: unknown, where: string): PublishedWidget {
  const widget = objectAt(value, where, ['slot', 'module', 'order', 'loggedInOnly']);
  const module = stringAt(widget.module, `${where}.module`, { startsWith: './' });
  // A name Module Federation can expose, never a path that climbs out of the remote.
  if (!/^\.\/[\w-]+$/.test(module)) throw new ShapeError(`${where}.module: expected ./ and a name`);
  const loggedInOnly = optionalAt(widget.loggedInOnly, (v) => booleanAt(v, `${where}.loggedInOnly`));
  return {
    slot: stringAt(widget.slot, `${where}.slot`, { nonEmpty: true }),
    module: module as PublishedWidget['module'],
    order: numberAt(widget.order, `${where}.order`),
    ...(loggedInOnly === undefined ? {} : { loggedInOnly }),
  };
}

function readHandle(value: unknown, where: string): RouteHandle {
  const handle = objectAt(value, where, ['requiresAuth', 'loginPrompt', 'title']);
  const requiresAuth = optionalAt(handle.requiresAuth, (v) => booleanAt(v, `${where}.requiresAuth`));
  const loginPrompt = optionalAt(handle.loginPrompt, (v) => {
    const prompt = objectAt(v, `${where}.loginPrompt`, ['title', 'text']);
    return { title: stringAt(prompt.title, `${where}.loginPrompt.title`), text: stringAt(prompt.text, `${where}.loginPrompt.text`) };
  });
  const title = optionalAt(handle.title, (v) => stringAt(v, `${where}.title`));
  return {
    ...(requiresAuth === undefined ? {} : { requiresAuth }),
    ...(loginPrompt ? { loginPrompt } : {}),
    ...(title === undefined ? {} : { title }),
  };
}

/** A routes file as the shell may trust it; throws ShapeError naming the first problem. */
export function parseRemoteRoutesFile(value: unknown, where = 'routes file'): RemoteRoutesFile {
  const file = objectAt(value, where, ['version', 'title', 'routes', 'homeIndex', 'nav', 'widgets']);
  const version = ROUTES_FILE_VERSIONS.find((known) => known === file.version);
  if (!version) throw new ShapeError(`${where}.version: expected ${ROUTES_FILE_VERSIONS.join(' or ')}`);
  for (const [key, since] of Object.entries(SINCE)) {
    if (version < since && file[key] !== undefined) throw new ShapeError(`${where}.${key}: needs version ${since}`);
  }
  const title = optionalAt(file.title, (v) => stringAt(v, `${where}.title`, { nonEmpty: true }));
  const routes = arrayAt(file.routes, `${where}.routes`).map((entry, index) => {
    const at = `${where}.routes[${index}]`;
    const route = objectAt(entry, at, ['path', 'handle']);
    const handle = optionalAt(route.handle, (v) => readHandle(v, `${at}.handle`));
    return { path: stringAt(route.path, `${at}.path`, { startsWith: '/' }), ...(handle ? { handle } : {}) };
  });
  const homeIndex = optionalAt(file.homeIndex, (v) => booleanAt(v, `${where}.homeIndex`));
  const nav = optionalAt(file.nav, (v) => readNav(v, `${where}.nav`));
  const widgets = optionalAt(file.widgets, (v) =>
    arrayAt(v, `${where}.widgets`).map((widget, index) => readWidget(widget, `${where}.widgets[${index}]`)),
  );
  return {
    version,
    ...(title === undefined ? {} : { title }),
    routes,
    ...(homeIndex === undefined ? {} : { homeIndex }),
    ...(nav ? { nav } : {}),
    ...(widgets ? { widgets } : {}),
  };
}
