// Types for the TypeScript callers (tools/src/dev.test.ts) of start-process.mjs: only what they use.
import type { ChildProcess } from 'node:child_process';

export interface StartedProcess {
  child: ChildProcess;
  /** The exit code once the process has ended. */
  exited: Promise<number | null>;
  output(): string;
  /** Resolves once the output contains `text`; rejects if the process ends first. */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
}
/** `args`: the script and its arguments, e.g. `['scripts/dev.mjs', 'mf-grading']` for `npm run dev`. */
export declare function launchStart(env?: Record<string, string>, args?: string[]): StartedProcess;
/** Whether anything answers at `url` within a second. */
export declare function answers(url: string): Promise<boolean>;
