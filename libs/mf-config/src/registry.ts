import { z } from 'zod';
import { REMOTE_NAMES, REMOTES, type RemoteName } from './remotes.js';

/**
 * The registry the shell fetches at start: remote name -> manifest URL and version. Releasing or
 * rolling back one remote is an edit of this file, nothing else is rebuilt.
 */
export const registrySchema = z.object({
  remotes: z.record(
    z.string(),
    z.object({ manifest: z.string().min(1), version: z.string().default('dev') }),
  ),
});
export type Registry = z.infer<typeof registrySchema>;

/** The registry for remotes served from their own default ports on one host. */
export function defaultRegistry(host = 'http://localhost'): Registry {
  const entries = REMOTE_NAMES.map((name: RemoteName) => [
    name,
    { manifest: `${host}:${REMOTES[name].port}/mf-manifest.json`, version: 'dev' },
  ]);
  return { remotes: Object.fromEntries(entries) };
}
