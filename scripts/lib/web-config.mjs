// Ports of the web servers and the PUBLIC_* build settings the web apps are built with, from the
// environment, checked before anything starts.
import { z } from 'zod';

const port = (fallback) => z.coerce.number().int().min(1).max(65535).default(fallback);
/** Like the web build (libs/auth/src/web-env.ts): an empty value means "use the default". */
const orDefault = (schema) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const schema = z.object({
  SHELL_PORT: port(3000),
  MF_MARKETING_PORT: port(3001),
  MF_ASSIGNMENTS_PORT: port(3002),
  MF_GRADING_PORT: port(3003),
  MF_ACCOUNT_PORT: port(3004),
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
    apps: [
      { label: 'shell', dir: 'shell/dist', port: c.SHELL_PORT, spa: true },
      { label: 'mf-marketing', dir: 'mf-marketing/dist', port: c.MF_MARKETING_PORT },
      { label: 'mf-assignments', dir: 'mf-assignments/dist', port: c.MF_ASSIGNMENTS_PORT },
      { label: 'mf-grading', dir: 'mf-grading/dist', port: c.MF_GRADING_PORT },
      { label: 'mf-account', dir: 'mf-account/dist', port: c.MF_ACCOUNT_PORT },
    ],
  };
}
