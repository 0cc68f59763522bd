import table from './remotes.json' with { type: 'json' };

/**
 * This workspace's web apps, for its builds and scripts: federation name (a JS identifier: Module
 * Federation uses it as a global name), folder, default port, the variable that overrides the port,
 * and the area's title. The shell's own code never reads it: a running shell knows its remotes
 * from the registry (registry.ts), so a remote added later joins without a shell build.
 */
export const REMOTES = table.remotes;
export const SHELL_APP = table.shell;

export type RemoteName = keyof typeof REMOTES;
