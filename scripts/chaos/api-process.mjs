// The real API entry point (api/dist/main.js) as a child process the chaos run can start, kill -9,
// stop with SIGTERM and restart on the same data.
import { apiContract } from '../lib/api-contract.mjs';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { sleep } from './net.mjs';

// Run after the API's build, which builds the contracts too.
const { API_PATHS } = await apiContract();

// CHAOS_API_MAIN: another build to compare (e.g. one without a fix), resolving the same node_modules.
const MAIN = resolve(process.env.CHAOS_API_MAIN ?? 'api/dist/main.js');
const running = new Set();

/** Ctrl-C, failure or success: no API may outlive the run. */
export function killAllApis() {
  for (const api of running) api.child.kill('SIGKILL');
}

export class ApiProcess {
  /** `env`: the API's configuration (port, database, emulator); logs kept only for diagnosis. */
  constructor(env) {
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
    const keep = (chunk) => {
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

  get pid() {
    return this.child.pid;
  }

  /** Resolves once health answers 200; throws (with the API's last lines) otherwise. */
  async ready(timeoutMs = 30_000) {
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

  kill(signal) {
    this.child.kill(signal);
    return this.exited;
  }

  tail(lines = 20) {
    return this.output.slice(-lines).join('\n');
  }
}
