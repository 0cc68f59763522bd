import { GlobalStyle, THEME_STORAGE_KEY, themes, type ThemeMode } from '@studyhub/ui';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { rememberTheme } from '../hydration/request-hints.js';

interface ThemeModeValue {
  mode: ThemeMode;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

/** The theme this browser saved, or null when it saved none (or storage is unavailable). */
export function readStoredMode(): ThemeMode | null {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'dark' || stored === 'light' ? stored : null;
  } catch {
    return null;
  }
}

interface Props {
  children: ReactNode;
  /** The theme a server-rendered page was drawn in (its cookie): hydration starts from the same. */
  initialMode?: ThemeMode;
}

/**
 * Light/dark theme for the shell and every remote, kept in localStorage under `theme` and in a
 * cookie of that name for the server's render (request-hints.ts).
 */
export function ThemeModeProvider({ children, initialMode }: Props) {
  // A server-drawn page is hydrated only in the theme this browser saved (bootstrap.tsx), so the
  // two never differ here: switching during hydration left parts of the page in the other theme.
  const [mode, setMode] = useState<ThemeMode>(() => initialMode ?? readStoredMode() ?? 'light');
  // The server draws the next page in it (also a theme saved before the cookie existed).
  useEffect(() => rememberTheme(mode), [mode]);
  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'light' ? 'dark' : 'light';
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Private mode without storage: the choice lasts for this page only.
      }
      document.documentElement.dataset.theme = next;
      return next;
    });
  }, []);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={themes[mode]}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}
