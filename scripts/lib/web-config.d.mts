// Types for the TypeScript callers (e2e/playwright.config.ts, e2e tests, tools/src/dev.test.ts) of web-config.mjs.
export interface WebApp {
  /** Federation name (`shell`, `mf_grading`, ...). */
  name: string;
  /** Project folder (`shell`, `mf-grading`, ...). */
  folder: string;
  port: number;
  /** The shell: serves the page itself (HTML for every client route). */
  spa: boolean;
}

export declare function readWebConfig(env?: Record<string, string | undefined>): {
  /** The shell's address on this machine, from WEB_HOST and the apps table's port. */
  shellOrigin: string;
  /** What the web build calls, by default the API this machine starts. */
  apiUrl: string;
  WEB_HOST: string;
  /** The port the API this machine starts listens on. */
  API_PORT: number;
  /** Every web app with its port on this machine, shell first. */
  apps: WebApp[];
};
