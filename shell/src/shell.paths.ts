import { ROUTES } from '@studyhub/contracts/web';

/** The login address's parameter naming where the server stopped a guest (SHELL_PATHS.loginFrom). */
export const LOGIN_FROM = 'from';

/** Paths only the shell builds: the home page's sections and an old address it still answers. */
export const SHELL_PATHS = {
  /** A section of the home page (HOME_SECTIONS); the home page scrolls to it once it has rendered. */
  homeSection: (section: string) => `/#${section}`,
  /** An address older links use for the login screen; it leads to ROUTES.login. */
  legacyLogin: '/login',
  /**
   * The login screen for a guest the server stopped at `pathname`, a screen for signed-in users
   * (guest-sent-to-login.tsx). The browser's own guard passes the same in history state instead.
   */
  loginFrom: (pathname: string) => `${ROUTES.login}?${new URLSearchParams({ [LOGIN_FROM]: pathname })}`,
} as const;
