// Fetches a remote's server build (libs/mf-config/src/server-build.ts) and runs it, as Module
// Federation's node runtime would, with three rules of our own: only from an origin this server
// trusts, only the bytes whose SHA-256 the registry recorded at release, and with the shell's
// shared singletons as its `require` (the same list the browser shares).
import type { ServerBuildRef } from '@studyhub/mf-config';
import { createHash } from 'node:crypto';
import { createRequire, isBuiltin } from 'node:module';
import { Script } from 'node:vm';

export interface LoadOptions {
  /** Origins server code may come from: the web apps' own (web-config.ts), never the registry's say-so. */
  trustedOrigins: readonly string[];
  /** The modules a build takes from the shell (its `sharedModules`). */
  shared: Readonly<Record<string, unknown>>;
  timeoutMs: number;
}

const nodeRequire = createRequire(import.meta.url);

/** Where a remote's server build is: its recorded path, beside its manifest. */
export const serverBuildUrl = (manifest: string, ref: ServerBuildRef) => new URL(ref.file, manifest);

/** The build's exports, or a thrown Error saying which rule it broke. */
export async function loadServerBuild(manifest: string, ref: ServerBuildRef, options: LoadOptions): Promise<unknown> {
  const url = serverBuildUrl(manifest, ref);
  if (!options.trustedOrigins.includes(url.origin)) throw new Error(`${url} is not on a trusted origin`);
  const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const code = Buffer.from(await response.arrayBuffer());
  const sha256 = createHash('sha256').update(code).digest('hex');
  if (sha256 !== ref.sha256) throw new Error(`${url} is not the build the registry recorded (sha256 ${sha256}, expected ${ref.sha256})`);
  return evaluate(code.toString('utf8'), url, options.shared, new URL('.', manifest).href);
}

/**
 * Runs CommonJS code whose `require` gives the shell's shared modules (and Node's built-ins). Its
 * public path, the folder it was fetched from, is where the browser build's pictures are, so the
 * URLs it renders are the ones the browser hydrates with (libs/mf-config/src/rsbuild-server.ts).
 */
function evaluate(code: string, url: URL, shared: LoadOptions['shared'], publicPath: string): unknown {
  const module = { exports: {} as unknown };
  const require = (id: string) => {
    if (Object.hasOwn(shared, id)) return shared[id];
    if (isBuiltin(id)) return nodeRequire(id);
    throw new Error(`${url} requires ${id}, which the shell does not share`);
  };
  const run = new Script(`(function (module, exports, require, __studyhub_public_path__) {${code}\n})`, {
    filename: url.href,
  }).runInThisContext();
  (run as (...args: unknown[]) => void)(module, module.exports, require, publicPath);
  return module.exports;
}
