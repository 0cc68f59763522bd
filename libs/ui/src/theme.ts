/** Design tokens of both themes. Components read these through styled-components' theme only. */
const shared = {
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  fonts: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  breakpoints: { sm: '600px', md: '900px', lg: '1200px' },
  layout: { maxWidth: '1200px', navHeight: '64px' },
};

export const lightTheme = {
  ...shared,
  mode: 'light' as 'light' | 'dark',
  colors: {
    bg: '#f6f7fb',
    surface: '#ffffff',
    surfaceAlt: '#eef1f8',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#d9dee9',
    primary: '#3046c5',
    primaryHover: '#2536a0',
    primaryText: '#ffffff',
    accent: '#0f766e',
    success: '#15803d',
    successBg: '#dcfce7',
    warning: '#a16207',
    warningBg: '#fef9c3',
    danger: '#b91c1c',
    dangerBg: '#fee2e2',
    overlay: 'rgba(17, 24, 39, 0.55)',
    focus: '#f59e0b',
  },
  shadows: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 12px rgba(16, 24, 40, 0.06)',
    raised: '0 8px 30px rgba(16, 24, 40, 0.12)',
  },
};

export type AppTheme = typeof lightTheme;

export const darkTheme: AppTheme = {
  ...shared,
  mode: 'dark',
  colors: {
    bg: '#0f1320',
    surface: '#171c2c',
    surfaceAlt: '#1f2639',
    text: '#eef1f8',
    textMuted: '#a9b1c6',
    border: '#2d3550',
    primary: '#8ea2ff',
    primaryHover: '#aab9ff',
    primaryText: '#0f1320',
    accent: '#5eead4',
    success: '#4ade80',
    successBg: '#12351f',
    warning: '#facc15',
    warningBg: '#3a3210',
    danger: '#f87171',
    dangerBg: '#3d1616',
    overlay: 'rgba(0, 0, 0, 0.65)',
    focus: '#fbbf24',
  },
  shadows: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4), 0 4px 12px rgba(0, 0, 0, 0.3)',
    raised: '0 8px 30px rgba(0, 0, 0, 0.5)',
  },
};

export type ThemeMode = AppTheme['mode'];
export const THEME_STORAGE_KEY = 'theme';
export const themes: Record<ThemeMode, AppTheme> = { light: lightTheme, dark: darkTheme };
