// The dependency checks of `tools/src/check-deps.ts`, as pure functions of package.json and the lock
// file: each returns one human line per problem, an empty list when all is well.
import { z } from 'zod';

export const PUBLIC_REGISTRY = 'https://registry.npmjs.org/';

/** What the checks read of package-lock.json: its `packages`, by path (`node_modules/...`). */
export const lockSchema = z.looseObject({
  packages: z
    .record(
      z.string(),
      z.looseObject({
        name: z.string().optional(),
        version: z.string().optional(),
        resolved: z.string().optional(),
        link: z.boolean().optional(),
        hasInstallScript: z.boolean().optional(),
      }),
    )
    .optional(),
});
export type Lockfile = z.infer<typeof lockSchema>;
type LockEntry = NonNullable<Lockfile['packages']>[string];

/** What the checks read of package.json: `allowScripts` (`true` or `false` per name or name@version). */
export const packageJsonSchema = z.looseObject({ allowScripts: z.record(z.string(), z.unknown()).optional() });
export type PackageJson = z.infer<typeof packageJsonSchema>;

/** What the checks read of `npm ls --json`. */
const lsSchema = z.looseObject({ problems: z.array(z.string()).optional() });

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** Installed packages of the lock (not the root project, not the workspaces' links). */
function installed(lock: Lockfile): { path: string; entry: LockEntry; name: string }[] {
  return Object.entries(lock.packages ?? {})
    .filter(([path, entry]) => path.includes('node_modules/') && !entry.link)
    .map(([path, entry]) => ({ path, entry, name: entry.name ?? path.split('node_modules/').pop() ?? path }));
}

/**
 * Has package.json `allowScripts` decided on the install script of `name@version`? `true` runs it;
 * `false` is a refusal npm honours (it skips the script without a warning), e.g. an analytics ping.
 */
function approved(allowScripts: Record<string, unknown>, name: string, version: string | undefined): boolean {
  return typeof allowScripts[name] === 'boolean' || typeof allowScripts[`${name}@${version}`] === 'boolean';
}

/** Packages whose install scripts (preinstall/install/postinstall, node-gyp) nobody approved. */
export function unapprovedInstallScripts(lock: Lockfile, packageJson: PackageJson): string[] {
  const allowScripts = packageJson.allowScripts ?? {};
  const problems = installed(lock)
    .filter(({ entry, name }) => entry.hasInstallScript && !approved(allowScripts, name, entry.version))
    .map(
      ({ path, entry, name }) =>
        `install script not approved: ${name}@${entry.version} (${path}); approve it with \`npm install-scripts approve ${name}\` or drop the package`,
    );
  return [...new Set(problems)];
}

/**
 * Packages the lock says come from elsewhere than `registry` or the public npm registry. A lock
 * written with `omit-lockfile-registry-resolved` has no URL for registry packages: those are
 * fetched from whichever registry installs them, which is what this check wants.
 */
export function foreignResolved(lock: Lockfile, registry: string): string[] {
  const allowed = [withSlash(registry), PUBLIC_REGISTRY];
  return installed(lock)
    .filter(({ entry }) => entry.resolved && !allowed.some((prefix) => entry.resolved?.startsWith(prefix)))
    .map(({ path, entry, name }) => `not from the registry: ${name}@${entry.version} (${path}) resolves to ${entry.resolved}`);
}

/** The problems `npm ls --json` reports (missing, invalid, extraneous...), one line each. */
export function treeProblems(lsJson: string, exitCode: number | null, stderr = ''): string[] {
  if (exitCode === 0) return [];
  let problems: string[] = [];
  try {
    problems = lsSchema.parse(JSON.parse(lsJson)).problems ?? [];
  } catch {
    // Not JSON (or not npm's report): fall back to npm's own error lines.
  }
  if (!problems.length) problems = stderr.split('\n').filter((line) => /^npm (error|ERR!)/.test(line));
  const lines = problems.map((problem) => `npm ls --omit=dev --all: ${problem.replace(/^npm (error|ERR!) /, '')}`);
  return lines.length ? lines : [`npm ls --omit=dev --all failed (exit code ${exitCode})`];
}
