// Ports of the web servers and the PUBLIC_* build settings the web apps are built with, from the
// environment, checked before anything starts.
import { DEFAULT_API_PORT, DEFAULT_EMULATOR_HOST, DEFAULT_FIREBASE_PROJECT_ID, DEFAULT_WEB_HOST } from '@studyhub/contracts/web';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The name of a port variable: the apps table's (`SHELL_PORT`, `MF_GRADING_PORT`, ...) and `API_PORT`. */
export type PortVariable = `${string}_PORT`;

/** One app of the apps table (remotes.json). */
export interface TableApp {
  /** Project folder (`shell`, `mf-grading`, ...). */
  folder: string;
  /** Default port, unless `portEnv` says otherwise. */
  port: number;
  /** The variable that overrides the port (`SHELL_PORT`, `MF_GRADING_PORT`, ...). */
  portEnv: PortVariable;
  /** The area's title as its users read it. */
  title: string;
}

/** remotes.json: the shell, and every remote by federation name. */
export interface AppsTable {
  shell: TableApp;
  remotes: Record<string, TableApp>;
}

/** An entry of WEB_APPS: an app of the table with its federation name. */
export interface WebAppEntry extends TableApp {
  /** Federation name (`shell`, `mf_grading`, ...). */
  name: string;
  /** The shell: serves the page itself (HTML for every client route). */
  spa: boolean;
}

/** A web app of readWebConfig().apps, with its port on this machine. */
export interface WebApp extends WebAppEntry {
  /** What the output and the errors call it (its folder). */
  label: string;
  /** Its build output (`<folder>/dist`). */
  dir: string;
  /** Runs in `rsbuild dev` (`npm run dev`) instead of from its build; set by the tools that start it. */
  dev?: boolean;
}

/** The one table of the web apps (names, folders, default ports, port variables), shared with the builds. */
const TABLE: AppsTable = JSON.parse(readFileSync(new URL('./remotes.json', import.meta.url), 'utf8'));

/** Every web app, shell first: `name` is the federation name, `folder` its project folder. */
export const WEB_APPS: WebAppEntry[] = [
  { name: 'shell', ...TABLE.shell, spa: true },
  ...Object.entries(TABLE.remotes).map(([name, app]) => ({ name, ...app, spa: false })),
];

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);
/** Like the web build (libs/auth/src/web-env.ts): an empty value means "use the default". */
const orDefault = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

/** Each app's port variable; their names come from the table, so the schema knows them only at run time. */
const ports: Record<PortVariable, ReturnType<typeof port>> = Object.fromEntries(WEB_APPS.map((app) => [app.portEnv, port(app.port)]));

const schema = z.object(ports).extend({
  API_PORT: port(DEFAULT_API_PORT),
  WEB_HOST: z.string().min(1).default(DEFAULT_WEB_HOST),
  PUBLIC_API_URL: orDefault(z.url({ protocol: /^https?$/ }).optional()),
  PUBLIC_FIREBASE_PROJECT_ID: orDefault(z.string().default(DEFAULT_FIREBASE_PROJECT_ID)),
  PUBLIC_FIREBASE_AUTH_DOMAIN: orDefault(z.string().optional()),
  // Unlike the others, an empty value is meaningful: a build for a real Firebase project.
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^([\w.-]+:\d+)?$/, 'host:port, or empty for a real Firebase project')
    .default(DEFAULT_EMULATOR_HOST),
});

/** Parses the environment; a bad value ends start-up with one line per problem. */
export function readWebConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${lines.join('; ')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    // Named again for its type: the spread keeps the table's port variables, not their names.
    SHELL_PORT: c.SHELL_PORT,
    /** What the web build calls (PUBLIC_API_URL), by default the API this machine starts. */
    apiUrl: (c.PUBLIC_API_URL ?? `http://${c.WEB_HOST}:${c.API_PORT}`).replace(/\/+$/, ''),
    shellOrigin: `http://${c.WEB_HOST}:${c.SHELL_PORT}`,
    /** host:port of the Auth emulator the web build talks to, or '' for a real Firebase project. */
    authEmulatorHost: c.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
    firebaseAuthDomain: c.PUBLIC_FIREBASE_AUTH_DOMAIN ?? `${c.PUBLIC_FIREBASE_PROJECT_ID}.firebaseapp.com`,
    /** Every web app with its port on this machine, shell first. */
    apps: WEB_APPS.map((app): WebApp => ({ ...app, label: app.folder, dir: `${app.folder}/dist`, port: c[app.portEnv] })),
  };
}

/** readWebConfig()'s result: the ports and addresses of this machine's stack and the PUBLIC_* settings. */
export type WebConfig = ReturnType<typeof readWebConfig>;
