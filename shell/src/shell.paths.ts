/** Paths only the shell builds: the home page's sections and an old address it still answers. */
export const SHELL_PATHS = {
  /** A section of the home page (HOME_SECTIONS); the home page scrolls to it once it has rendered. */
  homeSection: (section: string) => `/#${section}`,
  /** An address older links use for the login screen; it leads to ROUTES.login. */
  legacyLogin: '/login',
} as const;
