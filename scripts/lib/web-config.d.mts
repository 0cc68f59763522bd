// Types for the TypeScript callers (e2e/playwright.config.ts) of web-config.mjs.
export declare function readWebConfig(env?: Record<string, string | undefined>): {
  /** The shell's address on this machine, from WEB_HOST and the apps table's port. */
  shellOrigin: string;
  /** What the web build calls, by default the API this machine starts. */
  apiUrl: string;
};
