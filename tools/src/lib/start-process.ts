// Drives `node tools/src/start.ts` as a user would from a terminal, for the lifecycle tests and the
// developer-loop benchmark.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface StartedProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** The exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Everything it printed so far, standard output and error together. */
  output(): string;
  /** Resolves once the output contains `text`; rejects if the process ends first. */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
}

/** `args`: the script and its arguments, e.g. `['tools/src/dev.ts', 'mf-grading']` for `npm run dev`. */
export function launchStart(env: Record<string, string> = {}, args: string[] = ['tools/src/start.ts']): StartedProcess {
  const child = spawn('node', ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    /** Resolves once the output contains `text`; rejects if the process ends first. */
    async waitFor(text, timeoutMs = 180_000) {
      const deadline = Date.now() + timeoutMs;
      let ended = false;
      exited.then(() => (ended = true));
      while (!output.includes(text)) {
        if (ended) throw new Error(`start.ts exited before printing "${text}":\n${output}`);
        if (Date.now() > deadline) throw new Error(`No "${text}" within ${timeoutMs} ms:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
}

/** Whether anything answers at `url` within a second. */
export async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}
