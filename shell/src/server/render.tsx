// The shell's server build (libs/mf-config/src/server-build.ts): renders a public page's first screen
// with the remotes' server builds the web server loaded for it (web-server/src/ssr). Runs in Node.
import { api, createAppStore } from '@studyhub/api-client';
import { userChanged } from '@studyhub/auth';
import type { AreaName, Registry, RemoteRoutesModule } from '@studyhub/mf-config';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from '@studyhub/router/server';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../app.js';
import { signedInFromCookie, themeFromCookie } from '../hydration/request-hints.js';
import { scriptSafeJson, SERVER_STATE_ID, type ServerState } from '../hydration/server-state.js';
import { RemoteAreas } from '../remotes/remote-areas.js';
import { servedRemotes, type RegisteredRemote } from '../remotes/registry.js';
import { remotesForPath } from '../remotes/remotes-for-path.js';
import { appRouteTree, isNotFound, pageTitle } from '../router/app-routes.js';
import { guardOf } from '../router/route-meta.js';
import { SHELL_PATHS } from '../shell.paths.js';

export { sharedModules } from './shared-modules.js';
export { versionsForUrl } from './preview-registry.js';

export interface RenderRequest {
  /** Path and query, as requested. */
  url: string;
  /** The request's Cookie header: the theme and the signed-in hint (request-hints.ts). */
  cookie?: string;
  /** The registry the page is drawn with (versionsForUrl): the live one, or with the previews asked for. */
  registry: Registry;
  /** The remotes previewed in place of their live versions: name -> the live version. */
  previews?: Partial<Record<AreaName, string>>;
  /** The server build of each remote the page needs; one missing is drawn by the browser. */
  modules: Partial<Record<AreaName, RemoteRoutesModule>>;
  /** How long the page's API calls may take before it is drawn without their answers. */
  dataBudgetMs: number;
}

export interface RenderedPage {
  status: 200 | 404;
  title: string;
  /** Goes into #root. */
  html: string;
  /** Goes into <head>: the styles of what was drawn. */
  head: string;
  /** Goes after #root: what the browser hydrates with. */
  state: string;
  /** Why areas were left to the browser (thrown while drawing them). */
  errors: string[];
}

/** Why a page is left to the browser, for the web server's log and tests. */
export type NotRendered = { skipped: 'signed-in' | 'private' | 'redirect' };

/** A page the guest is sent away from: the web server answers with a redirect to `redirect`. */
export type Redirected = { redirect: string };

/**
 * The registry's remotes, read once per registry: a render worker passes the same registry with every
 * page of its revision, and parsing it is no work for a hot path.
 */
const remotesOf = (() => {
  const read = new WeakMap<Registry, RegisteredRemote[]>();
  return (registry: Registry): RegisteredRemote[] => {
    let remotes = read.get(registry);
    if (!remotes) read.set(registry, (remotes = servedRemotes(registry)));
    return remotes;
  };
})();

const withPreviewOf = (remotes: RegisteredRemote[], previews: Partial<Record<AreaName, string>>) =>
  remotes.map((remote) => {
    const previewOf = previews[remote.name];
    return previewOf === undefined ? remote : { ...remote, previewOf };
  });

/** The remotes the page at `url` needs, for the web server to load before `renderPage`. */
export function remotesForUrl(url: string, registry: Registry): AreaName[] {
  const { pathname } = new URL(url, 'http://server.local');
  // A guest is sent away from a guarded screen (renderPage) before anything of it is drawn.
  return guardOf(remotesOf(registry), pathname) ? [] : remotesForPath(pathname, remotesOf(registry));
}

async function drain(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/**
 * The RTK Query state worth sending: the answers and the tags they provide (so a later change in the
 * browser invalidates them as if it had fetched them). A request still pending is left out: the
 * browser makes it.
 */
function answersOnly(state: ReturnType<typeof api.reducer>) {
  const queries = Object.fromEntries(Object.entries(state.queries).filter(([, entry]) => entry?.status === 'fulfilled'));
  return { queries, mutations: {}, provided: state.provided };
}

/**
 * The page at `url` for a guest, where the guest is sent instead, or why it is left to the browser.
 * Drawn twice: the first pass starts the API calls its screens make (RTK Query's hooks start them
 * while rendering on a server), the second draws with their answers. A screen that throws, or an area with no server build, is left
 * to the browser inside its own Suspense boundary (RemoteScreen); the rest of the page is drawn.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | NotRendered | Redirected> {
  const url = new URL(request.url, 'http://server.local');
  if (signedInFromCookie(request.cookie)) return { skipped: 'signed-in' };
  const previews = request.previews ?? {};
  // A previewed remote says so (PreviewBanner), as the browser that hydrates the page will.
  const remotes = Object.keys(previews).length ? withPreviewOf(remotesOf(request.registry), previews) : remotesOf(request.registry);
  // A screen for signed-in users: the guest is sent to log in now, as the browser's guard would
  // after the app had loaded, so the login page arrives drawn (guest-sent-to-login.tsx).
  if (guardOf(remotes, url.pathname)) return { redirect: SHELL_PATHS.loginFrom(url.pathname) };
  const routes = appRouteTree(remotes);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { skipped: 'redirect' };
  const leaf = context.matches.at(-1)?.route;
  const title = pageTitle(remotes, url.pathname);
  if (title === null) return { skipped: 'private' };
  const theme = themeFromCookie(request.cookie);
  const store = createAppStore();
  // The server draws a guest's page; the browser hydrates it as a guest, then signs in if it can.
  store.dispatch(userChanged(null));
  const areas = new RemoteAreas(remotes, { rendered: request.modules });
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (): ReactNode => (
    <App store={store} areas={areas} remotes={remotes} theme={theme}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>
  );
  const errors: string[] = [];
  const options = {
    // An error inside a boundary leaves that area to the browser; the web server logs why.
    onError: (error: unknown) => void errors.push(error instanceof Error ? error.message : String(error)),
    // Every boundary inline, complete: React's scripts that reveal outlined boundaries are inline
    // code, which the page's Content-Security-Policy does not run.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  };
  await drain((await prerenderToNodeStream(page(), options)).prelude);
  errors.length = 0;
  const running = Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  await Promise.race([running, new Promise((resolve) => setTimeout(resolve, request.dataBudgetMs).unref())]);
  const sheet = new ServerStyleSheet();
  try {
    const html = await drain((await prerenderToNodeStream(sheet.collectStyles(page()), options)).prelude);
    const state: ServerState = { registry: request.registry, previews, theme, api: answersOnly(store.getState().api) };
    return {
      status: leaf && isNotFound(leaf) ? 404 : 200,
      title,
      html,
      head: sheet.getStyleTags(),
      state: `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(state)}</script>`,
      errors,
    };
  } finally {
    sheet.seal();
    store.dispatch(api.util.resetApiState());
  }
}
