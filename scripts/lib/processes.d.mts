// Types for the TypeScript callers (api/bench/live-scale.ts, tools/src/test.ts) of processes.mjs:
// only what they use.
/** Runs a command to completion with inherited output; rejects with one line on failure. */
export declare function run(
  command: string,
  args: string[],
  options?: { label?: string; env?: Record<string, string>; cwd?: string },
): Promise<void>;
/** Stops every process startProcess started (SIGTERM, then SIGKILL after `graceMs`). */
export declare function stopAll(graceMs?: number): Promise<void>;
