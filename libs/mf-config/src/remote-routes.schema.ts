import { z } from 'zod';

// Kept apart from remote-routes.ts, which every remote's routes module imports: only the shell
// (reading a routes file or the registry) and the builds need zod here, and a remote that pulled
// it in would download its own copy (~26 KB gzip) for nothing.

const routeMetaSchema = z.strictObject({
  path: z.string().startsWith('/'),
  handle: z
    .strictObject({
      requiresAuth: z.boolean().optional(),
      loginPrompt: z.strictObject({ title: z.string(), text: z.string() }).optional(),
    })
    .optional(),
});

/** The file a remote's build publishes beside its mf-manifest.json, as the shell checks it. */
export const remoteRoutesFileSchema = z.strictObject({
  version: z.literal(1),
  routes: z.array(routeMetaSchema),
  /** The remote fills the home page's index slot (the assignments list under the hero). */
  homeIndex: z.boolean().optional(),
});
export type RemoteRoutesFile = z.infer<typeof remoteRoutesFileSchema>;
