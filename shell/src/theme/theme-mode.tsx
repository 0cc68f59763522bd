import { GlobalStyle, THEME_STORAGE_KEY, themes, type ThemeMode } from '@studyhub/ui';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { rememberTheme } from '../hydration/request-hints.js';

interface ThemeModeValue {
  mode: ThemeMode;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

function readStoredMode(): ThemeMode {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
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
  const [mode, setMode] = useState<ThemeMode>(() => initialMode ?? readStoredMode());
  // A page drawn before the cookie existed (or cleared) may be in the other theme: take the saved one
  // after hydration, and tell the server for next time.
  useEffect(() => {
    const stored = readStoredMode();
    setMode(stored);
    rememberTheme(stored);
  }, []);
  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'light' ? 'dark' : 'light';
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Private mode without storage: the choice lasts for this page only.
      }
      rememberTheme(next);
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
