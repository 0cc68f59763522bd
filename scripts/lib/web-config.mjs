// Ports of the web servers and the PUBLIC_* build settings the web apps are built with, from the
// environment, checked before anything starts.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The one table of the web apps (names, folders, default ports, port variables), shared with the builds. */
const TABLE = JSON.parse(readFileSync(new URL('../../libs/mf-config/src/remotes.json', import.meta.url), 'utf8'));

/** Every web app, shell first: `name` is the federation name, `folder` its project folder. */
export const WEB_APPS = [
  { name: 'shell', ...TABLE.shell, spa: true },
  ...Object.entries(TABLE.remotes).map(([name, app]) => ({ name, ...app, spa: false })),
];

const port = (fallback) => z.coerce.number().int().min(1).max(65535).default(fallback);
/** Like the web build (libs/auth/src/web-env.ts): an empty value means "use the default". */
const orDefault = (schema) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const schema = z.object({
  ...Object.fromEntries(WEB_APPS.map((app) => [app.portEnv, port(app.port)])),
  API_PORT: port(4000),
  WEB_HOST: z.string().min(1).default('localhost'),
  PUBLIC_API_URL: orDefault(z.url({ protocol: /^https?$/ }).optional()),
  PUBLIC_FIREBASE_PROJECT_ID: orDefault(z.string().default('demo-studyhub')),
  PUBLIC_FIREBASE_AUTH_DOMAIN: orDefault(z.string().optional()),
  // Unlike the others, an empty value is meaningful: a build for a real Firebase project.
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^([\w.-]+:\d+)?$/, 'host:port, or empty for a real Firebase project')
    .default('127.0.0.1:9099'),
});

/** Parses the environment; a bad value ends start-up with one line per problem. */
export function readWebConfig(env = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${lines.join('; ')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    /** What the web build calls (PUBLIC_API_URL), by default the API this machine starts. */
    apiUrl: (c.PUBLIC_API_URL ?? `http://${c.WEB_HOST}:${c.API_PORT}`).replace(/\/+$/, ''),
    shellOrigin: `http://${c.WEB_HOST}:${c.SHELL_PORT}`,
    /** host:port of the Auth emulator the web build talks to, or '' for a real Firebase project. */
    authEmulatorHost: c.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
    firebaseAuthDomain: c.PUBLIC_FIREBASE_AUTH_DOMAIN ?? `${c.PUBLIC_FIREBASE_PROJECT_ID}.firebaseapp.com`,
    apps: WEB_APPS.map((app) => ({ ...app, label: app.folder, dir: `${app.folder}/dist`, port: c[app.portEnv] })),
  };
}
