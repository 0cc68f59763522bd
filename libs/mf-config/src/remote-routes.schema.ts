import { arrayAt, booleanAt, objectAt, optionalAt, ShapeError, stringAt } from './json-shape.js';
import type { RouteHandle } from './remote-module.js';
import type { RouteMeta } from './remote-routes.js';

// Kept apart from remote-routes.ts, which every remote's routes module imports: only the shell
// (reading a routes file or the registry) and the builds check a routes file.

/** The file a remote's build publishes beside its mf-manifest.json, as the shell checks it. */
export interface RemoteRoutesFile {
  version: 1;
  routes: RouteMeta[];
  /** The remote fills the home page's index slot (the assignments list under the hero). */
  homeIndex?: boolean;
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
  const file = objectAt(value, where, ['version', 'routes', 'homeIndex']);
  if (file.version !== 1) throw new ShapeError(`${where}.version: expected 1`);
  const routes = arrayAt(file.routes, `${where}.routes`).map((entry, index) => {
    const at = `${where}.routes[${index}]`;
    const route = objectAt(entry, at, ['path', 'handle']);
    const handle = optionalAt(route.handle, (v) => readHandle(v, `${at}.handle`));
    return { path: stringAt(route.path, `${at}.path`, { startsWith: '/' }), ...(handle ? { handle } : {}) };
  });
  const homeIndex = optionalAt(file.homeIndex, (v) => booleanAt(v, `${where}.homeIndex`));
  return { version: 1, routes, ...(homeIndex === undefined ? {} : { homeIndex }) };
}
