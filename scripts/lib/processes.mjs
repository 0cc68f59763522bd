// Child processes of `npm start` / `npm test`: prefixed output, readiness polling, clean stop.
import { spawn } from 'node:child_process';

const children = new Set();

/** Starts a long-running child in its own process group so the whole tree can be stopped. */
export function startProcess(label, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${label}] `;
  const forward = (stream, target) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (!options.quiet || options.quiet(line) === false) target.write(prefix + line + '\n');
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.label = label;
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  children.add(child);
  child.exited.then(() => children.delete(child));
  return child;
}

/** Runs a command to completion with inherited output; rejects with one line on failure. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...options.env }, cwd: options.cwd });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${options.label ?? command} failed (exit code ${code}).`)),
    );
  });
}

/** Polls a URL until it answers (any HTTP status) or the child dies or time runs out. */
export async function waitForHttp(url, { child, timeoutMs = 60_000, label = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child?.exited.then((result) => (exited = result));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${label} stopped while starting (exit code ${exited.code}); see its output above.`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${label} did not answer at ${url} within ${Math.round(timeoutMs / 1000)} s.`);
}

/** Stops every child (SIGTERM to its group, SIGKILL after a grace period). */
export async function stopAll(graceMs = 8000) {
  const running = [...children];
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await Promise.race([
    Promise.all(running.map((child) => child.exited)),
    new Promise((resolve) => setTimeout(resolve, graceMs)),
  ]);
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
