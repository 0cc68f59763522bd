import table from './remotes.json' with { type: 'json' };

/**
 * The web apps: federation name (a JS identifier: Module Federation uses it as a global name), folder, default port, the variable
 * that overrides the port, and the area's title. Which paths a remote serves is not here: each
 * remote publishes its own (remote-routes.ts), so it can add a screen without a shell release.
 */
export const REMOTES = table.remotes;
export const SHELL_APP = table.shell;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export const isRemoteName = (name: string): name is RemoteName => name in REMOTES;

/** The module every remote exposes as `./routes`. */
export const ROUTES_EXPOSE = './routes';
