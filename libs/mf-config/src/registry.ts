import { z } from 'zod';
import { remoteRoutesFileSchema } from './remote-routes.schema.js';
import { REMOTE_NAMES, REMOTES, type RemoteName } from './remotes.js';

/**
 * The registry the shell fetches at start: remote name -> manifest URL, version and (written by
 * a release) the screens the remote serves. Releasing or rolling back one remote is an edit of
 * this file, nothing else is rebuilt. Without `routes`, the shell reads the remote's routes file
 * beside its manifest.
 */
export const registrySchema = z.object({
  remotes: z.record(
    z.string(),
    z.object({
      manifest: z.string().min(1),
      version: z.string().default('dev'),
      routes: remoteRoutesFileSchema.optional(),
    }),
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
