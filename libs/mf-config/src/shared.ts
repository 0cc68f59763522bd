import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SINGLETON_PACKAGES = ['react', 'react-dom', 'react-redux', 'styled-components'] as const;

/**
 * Subpath imports of singleton packages that the apps import directly. Firebase and Redux Toolkit
 * are not shared: only @studyhub/auth and @studyhub/api-client import them, and the shell's
 * instances of those singletons are the ones that run. A shared package ships whole (Redux Toolkit
 * cost 5 KiB gzip more per page shared than tree-shaken into the shell, bench:web).
 */
const SINGLETON_SUBPATHS = ['react/jsx-runtime', 'react-dom/client'];

type SharedConfig = Record<string, { singleton: true; requiredVersion: string; version?: string }>;

const readJson = <T>(url: URL): T => JSON.parse(readFileSync(fileURLToPath(url), 'utf8')) as T;

/** Shared modules for every app: one React, router, store, styled-components and libs. */
export function sharedDependencies(): SharedConfig {
  const rootPackage = readJson<{ dependencies: Record<string, string> }>(new URL('../../../package.json', import.meta.url));
  const shared: SharedConfig = {};
  for (const name of SINGLETON_PACKAGES) {
    shared[name] = { singleton: true, requiredVersion: rootPackage.dependencies[name] };
  }
  for (const name of SINGLETON_SUBPATHS) {
    const owner = name.split('/')[0];
    shared[name] = { singleton: true, requiredVersion: rootPackage.dependencies[owner] };
  }
  // Each workspace library at its own version, needed at that version or a later compatible one
  // (a minor bump adds, a major one breaks): a release whose build needs more than the live shell
  // provides is refused (tools/src/lib/release-checks.ts), instead of running on the shell's older
  // copy. The contracts are shared twice: its zod-free half for every page, the whole for forms.
  const { modules } = readJson<{ modules: Record<string, string> }>(new URL('./shared-libs.json', import.meta.url));
  for (const [name, folder] of Object.entries(modules)) {
    const { version } = readJson<{ version: string }>(new URL(`../../../${folder}/package.json`, import.meta.url));
    shared[name] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  return shared;
}
