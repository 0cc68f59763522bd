// The real API entry point (api/dist/main.js) as a child process the chaos run can start, kill -9,
// stop with SIGTERM and restart on the same data.
import { apiContract } from '../lib/api-contract.js';
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { sleep } from './net.js';

// Run after the API's build, which builds the contracts too.
const { API_PATHS } = await apiContract();

// CHAOS_API_MAIN: another build to compare (e.g. one without a fix), resolving the same node_modules.
const MAIN = resolve(process.env.CHAOS_API_MAIN ?? 'api/dist/main.js');
const running = new Set<ApiProcess>();

/** How the process ended: `at` is when (Date.now()). */
export interface ApiExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

/** Ctrl-C, failure or success: no API may outlive the run. */
export function killAllApis(): void {
  for (const api of running) api.child.kill('SIGKILL');
}

export class ApiProcess {
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcessByStdio<null, Readable, Readable>;
  /** Resolves with how the process ended. */
  readonly exited: Promise<ApiExit>;
  /** Set once the process has ended. */
  exit: ApiExit | undefined;
  private readonly output: string[];

  /** `env`: the API's configuration (port, database, emulator); logs kept only for diagnosis. */
  constructor(env: Record<string, string>) {
    this.port = Number(env.API_PORT);
    this.url = `http://127.0.0.1:${this.port}`;
    this.output = [];
    this.child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        NODE_ENV: 'development',
        API_HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // The run sends far more than any client would; the limiter has its own tests.
        RATE_LIMIT_MAX: '100000000',
        DATABASE_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(this);
    const keep = (chunk: Buffer) => {
      this.output.push(...String(chunk).split('\n').filter(Boolean));
      if (this.output.length > 400) this.output.splice(0, this.output.length - 400);
    };
    this.child.stdout.on('data', keep);
    this.child.stderr.on('data', keep);
    this.exited = new Promise((done) =>
      this.child.on('exit', (code, signal) => {
        running.delete(this);
        this.exit = { code, signal, at: Date.now() };
        done(this.exit);
      }),
    );
  }

  /** Spawned with a path that exists (process.execPath): the pid is there from the start. */
  get pid(): number {
    return this.child.pid as number;
  }

  /** Resolves once health answers 200; throws (with the API's last lines) otherwise. */
  async ready(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !this.exit) {
      try {
        const response = await fetch(`${this.url}${API_PATHS.health}`, { signal: AbortSignal.timeout(2000) });
        await response.arrayBuffer();
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await sleep(100);
    }
    throw new Error(`API on port ${this.port} did not become ready${this.exit ? ` (exit code ${this.exit.code})` : ''}:\n${this.tail()}`);
  }

  kill(signal: NodeJS.Signals): Promise<ApiExit> {
    this.child.kill(signal);
    return this.exited;
  }

  tail(lines = 20): string {
    return this.output.slice(-lines).join('\n');
  }
}
