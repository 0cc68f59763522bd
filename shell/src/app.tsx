import type { AppStore } from '@studyhub/api-client';
import type { ThemeMode } from '@studyhub/ui';
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PreviewBanner } from './remotes/preview-banner.js';
import type { RemoteAreas } from './remotes/remote-areas.js';
import type { RegisteredRemote } from './remotes/registry.js';
import { RemoteAreasContext } from './remotes/use-remote-area.js';
import { ThemeModeProvider } from './theme/theme-mode.js';

interface Props {
  store: AppStore;
  areas: RemoteAreas;
  remotes: RegisteredRemote[];
  /** The theme the server drew the page in, for hydration; otherwise the saved one. */
  theme?: ThemeMode;
  /** The router: the browser's RouterProvider, or the server's StaticRouterProvider. */
  children: ReactNode;
}

/** The whole app around its router, one tree for the server's render and the browser's hydration of it. */
export function App({ store, areas, remotes, theme, children }: Props) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeModeProvider initialMode={theme}>
          <RemoteAreasContext value={areas}>{children}</RemoteAreasContext>
          <PreviewBanner remotes={remotes} />
        </ThemeModeProvider>
      </Provider>
    </StrictMode>
  );
}
