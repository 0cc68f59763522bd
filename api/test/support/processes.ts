// The built entry points (node main.js / seed.js) as real processes, for what only a process
// shows: exit codes, the one-line messages, signals, the PGlite directory lock.
import { API_PATHS } from '@studyhub/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

const script = (name: 'main' | 'seed') => join(process.env.STUDYHUB_TEST_BUILD!, `${name}.js`);

/** Children get a clean environment: PGlite unless DATABASE_URL is given, no Jest flags. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, NODE_OPTIONS: '', DATABASE_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'info', API_HOST: '127.0.0.1', ...env };
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const running = new Set<ChildProcess>();

/** For afterAll: no child may outlive its test file (Jest would wait for it forever). */
export function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
}

export class NodeProcess {
  readonly child: ChildProcess;
  stdout = '';
  stderr = '';
  readonly exited: Promise<Finished>;

  constructor(name: 'main' | 'seed', env: Record<string, string>, args: string[] = []) {
    this.child = spawn(process.execPath, [script(name), ...args], { env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(this.child);
    this.child.on('close', () => running.delete(this.child));
    this.child.stdout!.on('data', (chunk) => (this.stdout += chunk));
    this.child.stderr!.on('data', (chunk) => (this.stderr += chunk));
    this.exited = new Promise((resolve) => this.child.on('close', (code) => resolve({ code, stdout: this.stdout, stderr: this.stderr })));
  }

  /** Resolves once /api/health answers; rejects if the process ends first. */
  async ready(port: number, timeoutMs = 20_000): Promise<void> {
    let ended = false;
    void this.exited.then(() => (ended = true));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !ended) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}${API_PATHS.health}`)).ok) return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }
    throw new Error(`API did not become ready: ${this.stderr}`);
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<Finished> {
    this.child.kill(signal);
    return this.exited;
  }
}

export const runNode = (name: 'main' | 'seed', env: Record<string, string>, args: string[] = []) => new NodeProcess(name, env, args).exited;
