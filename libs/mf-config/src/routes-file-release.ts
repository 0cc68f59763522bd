import { ShapeError } from './json-shape.js';
import { parseRemoteRoutesFile, type RemoteRoutesFile } from './remote-routes.schema.js';

export { SHELL_FILE } from './remote-routes.schema.js';

// What the release checks (tools/src/lib/release-checks.ts, loaded through tsx) ask of a routes
// file: that the shell can read it, judged by the shell's own parser rather than a copy of it.

const ROOT = 'routes file';

/** A problem found in a routes file: the field's path (`routes.0.path`) and what was expected. */
interface Issue {
  path: string[];
  message: string;
}

/** The routes file as the shell reads it, in the `safeParse` form the release checks read every file with. */
export const routesFileSchema = {
  safeParse(value: unknown): { success: true; data: RemoteRoutesFile } | { success: false; error: { issues: Issue[] } } {
    try {
      return { success: true, data: parseRemoteRoutesFile(value, ROOT) };
    } catch (error) {
      if (!(error instanceof ShapeError)) throw error;
      const [where = '', ...rest] = error.message.split(': ');
      const path = where
        .slice(ROOT.length)
        .split(/[.[\]]/)
        .filter(Boolean);
      return { success: false, error: { issues: [{ path, message: rest.join(': ') }] } };
    }
  },
};

/**
 * The routes-file versions a shell build reads, from its SHELL_FILE (remote-routes.schema.ts); a
 * shell built before that file existed (`shellFile` null) reads version 1 only.
 */
export function shellReads(shellFile: unknown): number[] {
  if (typeof shellFile !== 'object' || shellFile === null || !('routesFileVersions' in shellFile)) return [1];
  const { routesFileVersions } = shellFile;
  return Array.isArray(routesFileVersions) && routesFileVersions.every(Number.isInteger) ? routesFileVersions : [1];
}

/** A refusal when a live shell reading `versions` cannot read `routes` (a newer format). */
export function routesFileFit(routes: RemoteRoutesFile, versions: number[]): string[] {
  if (versions.includes(routes.version)) return [];
  return [
    `its routes file is version ${routes.version}, but the live shell reads only version ${versions.join(', ')}: release a shell built from this workspace first`,
  ];
}
