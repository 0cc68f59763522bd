import { providedModules } from '@studyhub/provided-modules';

/**
 * What a remote's server build `require`s from the shell's: the singletons the browser shares
 * through Module Federation, as this build holds them, so a remote's screens render in the shell's
 * React, store, router and styled-components. The build writes the module from that one list
 * (libs/mf-config/src/server-build.ts, `serverSharedModules`; rsbuild-server.ts, `provides`). A
 * remote released with a module this shell's list lacks fails its load with that module's name
 * (web-server/src/ssr/server-build-loader.ts), and its area is drawn by the browser.
 */
export const sharedModules: Readonly<Record<string, unknown>> = providedModules;
