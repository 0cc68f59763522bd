import './zod-jitless.js';
import { createAppStore } from '@studyhub/api-client';
import { startAuthListener } from '@studyhub/auth';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from '@studyhub/router';
import { PreviewBanner } from './remotes/preview-banner.js';
import { RemoteAreas } from './remotes/remote-areas.js';
import { fetchRegistry, registerRegistry } from './remotes/registry.js';
import { RemoteAreasContext } from './remotes/use-remote-area.js';
import { createAppRouter } from './router/create-app-router.js';
import { ThemeModeProvider } from './theme/theme-mode.js';

async function start() {
  const store = createAppStore();
  const remotes = await fetchRegistry();
  registerRegistry(remotes);
  const areas = new RemoteAreas(remotes);
  const router = await createAppRouter(window.location.pathname, remotes, areas);
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser, so building the first page does not
  // block input as one long task; the boot screen stays until the page is ready.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <ThemeModeProvider>
            <RemoteAreasContext value={areas}>
              <RouterProvider router={router} />
            </RemoteAreasContext>
            <PreviewBanner remotes={remotes} />
          </ThemeModeProvider>
        </Provider>
      </StrictMode>,
    ),
  );
  // Firebase loads after the first render: the page paints without waiting for the auth SDK,
  // and the auth loading flag keeps guarded screens behind the spinner until it reports.
  startAuthListener(store.dispatch).catch((error: unknown) => console.error('Auth could not start', error));
}

start().catch((error: unknown) => {
  const root = document.getElementById('root')!;
  root.textContent = `StudyHub could not start: ${error instanceof Error ? error.message : String(error)}`;
});
