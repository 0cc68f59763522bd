import './zod-jitless.js';
import { createAppStore, serverCacheLoaded } from '@studyhub/api-client';
import { hasSavedSession, startAuthListener, userChanged } from '@studyhub/auth';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@studyhub/router';
import { App } from './app.js';
import { followSignedIn } from './hydration/follow-signed-in.js';
import { openOnNavigation } from './hydration/hydration-gate.js';
import { readServerState, type ServerState } from './hydration/server-state.js';
import { RemoteAreas } from './remotes/remote-areas.js';
import { fetchRegistry, registerRegistry, type RegisteredRemote } from './remotes/registry.js';
import { createAppRouter, loadFirstPageAreas } from './router/create-app-router.js';
import { readStoredMode } from './theme/theme-mode.js';
import { yieldToMain } from './hydration/yield-to-main.js';

/**
 * The server's page is hydrated only when the browser would draw the same thing: the same remote
 * versions (a tab previewing a release draws its own), in the theme this browser saved (its cookie
 * may be missing or another's), for a guest (the server draws a guest's page).
 */
async function hydratable(served: ServerState | null, remotes: RegisteredRemote[]): Promise<ServerState | null> {
  if (!served) return null;
  const theme = readStoredMode();
  if (theme && theme !== served.theme) return null;
  const versions = Object.fromEntries(Object.entries(served.registry.remotes).map(([name, { version }]) => [name, version]));
  if (remotes.some(({ name, version }) => versions[name] !== version)) return null;
  return (await hasSavedSession()) ? null : served;
}

async function start() {
  // This task evaluated the bootstrap's modules; the steps below each start a task of their own.
  await yieldToMain();
  const store = createAppStore();
  const served = readServerState();
  const remotes = await fetchRegistry(served?.registry, served?.previews);
  registerRegistry(remotes);
  const areas = new RemoteAreas(remotes);
  const [hydrating] = await Promise.all([hydratable(served, remotes), loadFirstPageAreas(window.location.pathname, remotes, areas)]);
  await yieldToMain();
  const router = createAppRouter(remotes, { drawnByServer: hydrating !== null });
  openOnNavigation(router);
  await yieldToMain();
  const container = document.getElementById('root')!;
  const app = (
    <App store={store} areas={areas} remotes={remotes} theme={hydrating?.theme}>
      <RouterProvider router={router} />
    </App>
  );
  if (hydrating) {
    // The store as the server's was when it drew: a guest, and the answers it drew with.
    store.dispatch(userChanged(null));
    store.dispatch(serverCacheLoaded(hydrating.api));
    // In a transition, as for the first render below: hydration then yields to the browser every few
    // milliseconds instead of holding the main thread for the whole page (the shell's root, then
    // each area's boundary), which on a slow phone is the page's Total Blocking Time.
    startTransition(() => {
      hydrateRoot(container, app, {
        // An area the server could not draw (RemoteScreen) is drawn here instead: expected, not an error.
        onRecoverableError: (error) => console.warn('Drawn in the browser instead of the server:', error),
      });
    });
  } else {
    const root = createRoot(container);
    // A transition renders in slices that yield to the browser, so building the first page does not
    // block input as one long task; the boot screen stays until the page is ready.
    startTransition(() => root.render(app));
  }
  followSignedIn(store);
  // Firebase loads after the first render: the page paints without waiting for the auth SDK,
  // and the auth loading flag keeps guarded screens behind the spinner until it reports.
  startAuthListener(store.dispatch).catch((error: unknown) => console.error('Auth could not start', error));
}

start().catch((error: unknown) => {
  const root = document.getElementById('root')!;
  root.textContent = `StudyHub could not start: ${error instanceof Error ? error.message : String(error)}`;
});
