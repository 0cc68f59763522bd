// The environment a web-server process starts with, unless the operator sets these variables
// (tools/src/lib/web-processes.ts starts the servers with it; docs/operations.md, "Web servers").
//
// MALLOC_ARENA_MAX: glibc gives threads their own malloc arenas and keeps what they freed. The
// shell's process starts a render worker thread per registry revision (ssr/render-pool.ts), and
// each release or rollback left 2-4 MB behind in the arenas: RSS +19.5% over 50 revisions in
// `npm run bench:ssr`, +0.3% with two arenas, at the same render speed. Read at process start
// only, so it cannot be set from inside the process.
export const WEB_SERVER_ENV = { MALLOC_ARENA_MAX: '2' } as const;

/** WEB_SERVER_ENV with what this process's environment already sets taking precedence. */
export function webServerEnv(): Record<string, string> {
  return Object.fromEntries(Object.entries(WEB_SERVER_ENV).map(([name, value]) => [name, process.env[name] ?? value]));
}
