// What a release must pass before anyone sees it: its manifest and routes file are there and
// sound, every file the manifest lists is in the folder, every shared singleton it requires
// can be satisfied by what is live (the shell first; a singleton the shell does not provide is
// negotiated among the live remotes), and the live API serves every call the remote makes in the
// shape it was built for (contractBreaks, libs/contracts/src/contract-compat.ts). Versions are compared with the federation runtime's own
// `satisfy`, so the check agrees with what the browser will do.
import { satisfy } from '@module-federation/enhanced/runtime';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { MANIFEST_FILE, ROUTES_FILE, liveTarget, shellDir } from '@studyhub/web-server/release-registry';
import { REMOTES, readJson, type LiveState, type RemoteRef } from '@studyhub/web-server/release-store';
import { SHELL_FILE, routesFileFit, routesFileSchema, shellReads } from '@studyhub/mf-config/routes-file-release';
import type { WebConfig } from '@studyhub/mf-config/web-config';

// The routes file is read by the shell's own parser (typed, in libs/mf-config), so the check
// accepts exactly what the shell will.

const sharedSchema = z.array(
  z.looseObject({
    name: z.string(),
    version: z.string(),
    singleton: z.boolean().optional(),
    requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
  }),
);

type Shared = z.infer<typeof sharedSchema>[number];

/** The files of a shared or exposed module (its `assets` in the manifest), read where they are listed. */
const assetFilesSchema = z.looseObject({ sync: z.array(z.string()).optional(), async: z.array(z.string()).optional() });
const assetsSchema = z.looseObject({ js: assetFilesSchema.optional(), css: assetFilesSchema.optional() }).optional();

const manifestSchema = z.looseObject({
  name: z.string(),
  metaData: z.looseObject({
    publicPath: z.string().optional(),
    remoteEntry: z.looseObject({ name: z.string().min(1), path: z.string() }),
  }),
  shared: sharedSchema,
  exposes: z.array(z.looseObject({ path: z.string() })),
});

/** libs/mf-config/src/api-calls.ts (a remote's calls) and the API's API_DOCS.contract: one format. */
export const API_CALLS_FILE = 'mf-api-calls.json';
const callSchema = z.looseObject({
  method: z.string(),
  path: z.string(),
  request: z.looseObject({ params: z.unknown().optional(), query: z.unknown().optional(), body: z.unknown().optional() }),
  responses: z.record(z.string(), z.unknown()),
});
const contractSchema = z.looseObject({ version: z.literal(1), calls: z.record(z.string(), callSchema) });
type Contract = z.infer<typeof contractSchema>;

/** What a file's parser reports: a zod schema, or the shell's routes-file parser (routesFileSchema). */
interface FileSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: ParseError };
}
interface ParseError {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}
/** A file read and parsed, or the sentence that says why not. */
type Checked<T> = { value: T; problem?: undefined } | { problem: string; value?: undefined };

/** What the release is compared with: the live shell's and other remotes' shared modules, the API. */
export interface Providers {
  shell: Shared[];
  /** The routes-file versions the live shell reads. */
  routesFileVersions: number[];
  others: { app: string; shared: Shared[] }[];
  api?: Contract;
}

export interface CheckReleaseOptions {
  /** The build to check. */
  dir: string;
  remote: RemoteRef;
  config: WebConfig;
  live: LiveState;
  checkCompatibility?: boolean;
}

export interface ReleaseCheck {
  problems: string[];
  notes: string[];
  fingerprint: string;
}

const issues = (error: ParseError) => error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; ');

/** A JSON file of the build, parsed by `schema`; a problem sentence when missing or invalid. */
async function readChecked<T>(dir: string, file: string, schema: FileSchema<T>): Promise<Checked<T>> {
  const path = join(dir, file);
  if (!existsSync(path)) return { problem: `${file} is missing` };
  const json: unknown = await readJson(path).catch(() => undefined);
  if (json === undefined) return { problem: `${file} is not valid JSON` };
  const parsed = schema.safeParse(json);
  return parsed.success ? { value: parsed.data } : { problem: `${file} is invalid (${issues(parsed.error)})` };
}

/** Every file the manifest names (remote entry, shared and exposed chunks). */
function listedFiles(manifest: z.infer<typeof manifestSchema>): string[] {
  const { remoteEntry } = manifest.metaData;
  const assets = [...manifest.shared, ...manifest.exposes].flatMap((module) => {
    // Anything but lists of files names none.
    const parsed = assetsSchema.safeParse(module.assets);
    const files = parsed.success ? parsed.data : undefined;
    return (['js', 'css'] as const).flatMap((kind) => [...(files?.[kind]?.sync ?? []), ...(files?.[kind]?.async ?? [])]);
  });
  return [join(remoteEntry.path, remoteEntry.name), ...new Set(assets)];
}

function checkManifest(manifest: z.infer<typeof manifestSchema>, remote: RemoteRef, dir: string): string[] {
  const problems: string[] = [];
  if (manifest.name !== remote.name) problems.push(`${MANIFEST_FILE} is for "${manifest.name}", not ${remote.name}`);
  if (manifest.metaData.publicPath !== 'auto') {
    problems.push(`${MANIFEST_FILE} has publicPath "${manifest.metaData.publicPath}": only 'auto' works from a versioned folder`);
  }
  if (!manifest.exposes.some(({ path }) => path === './routes')) problems.push(`${MANIFEST_FILE} does not expose ./routes`);
  const missing = listedFiles(manifest).filter((file) => !existsSync(join(dir, file)));
  if (missing.length) problems.push(`files listed in ${MANIFEST_FILE} are missing: ${missing.slice(0, 5).join(', ')}`);
  return problems;
}

/** What the live shell and the other live remotes provide and require (the release replaces its own). */
async function liveProviders(config: WebConfig, remote: RemoteRef, live: LiveState): Promise<Providers> {
  const shell = await readChecked(shellDir(config), MANIFEST_FILE, manifestSchema.pick({ shared: true }));
  if (shell.problem !== undefined) throw new Error(`the live shell's ${shell.problem}: build the shell first (npm run build)`);
  const others = await Promise.all(
    REMOTES.filter(({ name }) => name !== remote.name).map(async (other) => {
      const target = liveTarget(config, other, live);
      const read = await readChecked(target.dir, MANIFEST_FILE, manifestSchema.pick({ shared: true }));
      return { app: `${other.name} ${target.version}`, shared: read.value?.shared ?? [] };
    }),
  );
  const shellFile: unknown = await readJson(join(shellDir(config), SHELL_FILE)).catch(() => null);
  return { shell: shell.value.shared, routesFileVersions: shellReads(shellFile), others };
}

/** The contract the live API serves (the API the release's build calls), or why it could not be read. */
async function liveApiContract(config: Pick<WebConfig, 'apiUrl'>): Promise<Checked<Contract>> {
  // Imported here, not at the top: the compiled contracts exist once a build ran (a release builds
  // them first, release-build.ts), and the rest of this module works without them.
  const { API_DOCS } = await import('@studyhub/contracts');
  const url = `${config.apiUrl}${API_DOCS.contract}`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return { problem: `the live API's contract could not be read: ${url} answered ${response.status}` };
    const parsed = contractSchema.safeParse(await response.json());
    return parsed.success ? { value: parsed.data } : { problem: `the live API's contract at ${url} is invalid (${issues(parsed.error)})` };
  } catch (error) {
    return {
      problem: `the live API's contract could not be read at ${url} (${failure(error)}): start the API, or release against the one it will call`,
    };
  }
}

/** Why a request failed: the system's error code (ECONNREFUSED...) when it gives one, or the message. */
function failure(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  return String(code ?? (error instanceof Error ? error.message : error));
}

const summary = ({ name, version, singleton, requiredVersion }: Shared) => ({ name, version, singleton, requiredVersion });

/**
 * The fingerprint of what the compatibility check compared against: a release that passed
 * against the same fingerprint need not be checked again (rollback).
 */
export function providersFingerprint(providers: Providers): string {
  const data = {
    shell: providers.shell.map(summary),
    routesFileVersions: providers.routesFileVersions,
    others: providers.others.map(({ app, shared }) => [app, shared.map(summary)]),
    api: providers.api ?? null,
  };
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

/** A problem sentence for each singleton the release needs that what is live cannot give. */
export function checkShared(shared: readonly Shared[], providers: Pick<Providers, 'shell' | 'others'>): string[] {
  const problems: string[] = [];
  const fits = (version: string, range: string | false | undefined) => !range || satisfy(version, range);
  for (const need of shared.filter(({ singleton }) => singleton)) {
    const fromShell = providers.shell.find(({ name }) => name === need.name);
    if (fromShell) {
      if (!fits(fromShell.version, need.requiredVersion)) {
        problems.push(
          `it requires ${need.name} ${need.requiredVersion}, but the live shell provides ${fromShell.version}: release a shell built with ${need.name} ${need.version} first`,
        );
      }
      continue;
    }
    // Not the shell's: whichever live remote loads first provides it, so every pair must agree.
    for (const { app, shared: theirs } of providers.others) {
      const other = theirs.find(({ name, singleton }) => name === need.name && singleton);
      if (!other) continue;
      if (!fits(other.version, need.requiredVersion)) {
        problems.push(`it requires ${need.name} ${need.requiredVersion}, but ${app} provides ${other.version}`);
      } else if (!fits(need.version, other.requiredVersion)) {
        problems.push(`it provides ${need.name} ${need.version}, but ${app} requires ${other.requiredVersion}`);
      }
    }
  }
  return problems;
}

/** The screens of a routes file, as routeNotes compares them. */
const routesSchema = z.looseObject({ routes: z.array(z.looseObject({ path: z.string() })).optional() });
interface RoutesFile {
  routes?: readonly { path: string }[];
}

/** The live version's screens, read leniently: a file that lists none (or none readable) adds no note. */
const routesOf = (json: unknown): RoutesFile | null => routesSchema.safeParse(json).data ?? null;

/** Screens added or removed compared with the live version: worth saying, never a refusal. */
function routeNotes(routes: RoutesFile, liveRoutes: RoutesFile | null): string[] {
  const paths = (file: RoutesFile | null) => new Set((file?.routes ?? []).map(({ path }) => path));
  const [next, current] = [paths(routes), paths(liveRoutes)];
  return [
    ...[...next].filter((path) => !current.has(path)).map((path) => `adds the screen ${path}`),
    ...[...current].filter((path) => !next.has(path)).map((path) => `removes the screen ${path}`),
  ];
}

/**
 * Checks the build in `dir` as `remote` against what is live. `checkCompatibility: false` skips
 * the shared-singleton and API comparisons (a rollback target that passed it against the same fingerprint).
 * Resolves to { problems, notes, fingerprint }; no problems means it may go live.
 */
export async function checkRelease({ dir, remote, config, live, checkCompatibility = true }: CheckReleaseOptions): Promise<ReleaseCheck> {
  const manifest = await readChecked(dir, MANIFEST_FILE, manifestSchema);
  const routes = await readChecked(dir, ROUTES_FILE, routesFileSchema);
  const problems = [manifest.problem, routes.problem].filter((problem): problem is string => Boolean(problem));
  if (manifest.value) problems.push(...checkManifest(manifest.value, remote, dir));
  const api = await liveApiContract(config);
  const providers = { ...(await liveProviders(config, remote, live)), api: api.value };
  if (manifest.value && checkCompatibility) problems.push(...checkShared(manifest.value.shared, providers));
  if (routes.value && checkCompatibility) problems.push(...routesFileFit(routes.value, providers.routesFileVersions));
  if (checkCompatibility) {
    const calls = await readChecked(dir, API_CALLS_FILE, contractSchema);
    if (calls.problem) problems.push(calls.problem);
    if (api.problem) problems.push(api.problem);
    if (calls.value && api.value) {
      const { contractBreaks } = await import('@studyhub/contracts');
      problems.push(...contractBreaks(calls.value, api.value));
    }
  }
  const liveRoutes = routesOf(await readJson(join(liveTarget(config, remote, live).dir, ROUTES_FILE)).catch(() => null));
  return { problems, notes: routes.value ? routeNotes(routes.value, liveRoutes) : [], fingerprint: providersFingerprint(providers) };
}
