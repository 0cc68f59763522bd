import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
] as const;

/**
 * Subpath imports of singleton packages that the apps import directly. Firebase is not shared:
 * only @studyhub/auth imports it, and the shell's instance of that singleton is the one that runs.
 */
const SINGLETON_SUBPATHS = ['react/jsx-runtime', 'react-dom/client'];

// The contracts twice: its zod-free half for every page, the whole (schemas) for forms (web.ts says why).
const WORKSPACE_LIBS = ['@studyhub/contracts/web', '@studyhub/contracts', '@studyhub/api-client', '@studyhub/auth', '@studyhub/ui', '@studyhub/forms', '@studyhub/router'];

type SharedConfig = Record<string, { singleton: true; requiredVersion: string | false; eager?: false }>;

/** Shared modules for every app: one React, router, store, styled-components and libs. */
export function sharedDependencies(): SharedConfig {
  const rootPackage = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../../package.json', import.meta.url)), 'utf8'),
  ) as { dependencies: Record<string, string> };
  const shared: SharedConfig = {};
  for (const name of SINGLETON_PACKAGES) {
    shared[name] = { singleton: true, requiredVersion: rootPackage.dependencies[name] };
  }
  for (const name of SINGLETON_SUBPATHS) {
    const owner = name.split('/')[0];
    shared[name] = { singleton: true, requiredVersion: rootPackage.dependencies[owner] };
  }
  for (const name of WORKSPACE_LIBS) shared[name] = { singleton: true, requiredVersion: false };
  return shared;
}
