import { sharedDependencies } from './shared.js';

/**
 * Where each app's server build sits in its dist/ (docs/architecture.md, Server rendering): the
 * shell's renderer, and each remote's routes module compiled for Node. A remote's file is released
 * with the rest of its build and fetched by the shell's server from the registry's origin.
 */
export const SERVER_DIR = 'server';
export const SHELL_SERVER_FILE = `${SERVER_DIR}/render.cjs`;
export const REMOTE_SERVER_FILE = `${SERVER_DIR}/routes.cjs`;

/**
 * What a remote's server build takes from the shell's instead of bundling: the same singletons
 * the browser shares through Module Federation (shared.ts), so a remote's screens render with the
 * shell's React, store, router and styled-components. The shell's renderer provides each of them.
 */
export const serverSharedModules = (): string[] => Object.keys(sharedDependencies());
