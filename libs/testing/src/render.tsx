import { render, type RenderOptions } from '@testing-library/react';
import { lightTheme } from '@studyhub/ui';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';

/**
 * Renders a component with the app's theme and a router, as the shell would provide them. `route`
 * is a path, or a path with the router state a navigation carried.
 */
export function renderInApp(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string | { pathname: string; search?: string; state?: unknown } } = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>
      <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>
    </MemoryRouter>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
