// Written by the shell's server build (libs/mf-config/src/rsbuild-server.ts, PROVIDED_MODULES_IMPORT).
declare module '@studyhub/provided-modules' {
  /** Each module the remotes' server builds may require, by its name. */
  export const providedModules: Readonly<Record<string, unknown>>;
}
