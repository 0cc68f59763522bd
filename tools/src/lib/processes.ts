// Child processes of `npm start` / `npm test`: prefixed output, readiness polling, clean stop.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';

/** How a started process ended. */
export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A long-running child of startProcess: its label for the output, and a promise of its end. */
export interface StartedChild extends ChildProcess {
  label: string;
  exited: Promise<ProcessExit>;
}

export interface StartOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** `true` for an output line not worth showing; everything is shown without it. */
  quiet?: (line: string) => boolean;
}

export interface RunOptions {
  /** Names the command in the failure line (default: the command). */
  label?: string;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** A file for its output (stdout and stderr) instead of the terminal: a run beside another. */
  outputFile?: string;
}

export interface WaitOptions {
  /** A child whose end stops the wait at once. */
  child?: StartedChild;
  timeoutMs?: number;
  label?: string;
}

const children = new Set<StartedChild>();

/** Starts a long-running child in its own process group so the whole tree can be stopped. */
export function startProcess(label: string, command: string, args: string[], options: StartOptions = {}): StartedChild {
  const spawned = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${label}] `;
  const forward = (stream: Readable, target: Writable) => {
    let buffer = '';
    stream.on('data', (chunk: Buffer | string) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (!options.quiet || options.quiet(line) === false) target.write(prefix + line + '\n');
    });
  };
  forward(spawned.stdout, process.stdout);
  forward(spawned.stderr, process.stderr);
  const exited = new Promise<ProcessExit>((resolve) => spawned.on('exit', (code, signal) => resolve({ code, signal })));
  const child: StartedChild = Object.assign(spawned, { label, exited });
  children.add(child);
  child.exited.then(() => children.delete(child));
  return child;
}

/** Runs a command to completion with inherited output (or into `outputFile`); rejects with one line on failure. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const output = options.outputFile === undefined ? null : openSync(options.outputFile, 'w');
    const stdio: StdioOptions = output === null ? 'inherit' : ['ignore', output, output];
    const child = spawn(command, args, { stdio, env: { ...process.env, ...options.env }, cwd: options.cwd });
    child.on('exit', (code) => {
      if (output !== null) closeSync(output);
      if (code === 0) resolve();
      else reject(new Error(`${options.label ?? command} failed (exit code ${code}).`));
    });
  });
}

/** Polls a URL until it answers (any HTTP status) or the child dies or time runs out. */
export async function waitForHttp(url: string, { child, timeoutMs = 60_000, label = url }: WaitOptions = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: ProcessExit | undefined;
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

/**
 * Is any process of group `pgid` still running? `kill(-pgid, 0)` alone also counts zombies, which a
 * container without an init process never reaps, so on Linux the group's members are checked too.
 */
function groupRunning(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch {
    return false;
  }
  if (!existsSync('/proc/self/stat')) return true;
  return readdirSync('/proc').some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      // Fields after the command name (which may contain spaces): state, ppid, pgrp, ...
      const [state, , pgrp] = (readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ').at(-1) ?? '').split(' ');
      return Number(pgrp) === pgid && state !== 'Z';
    } catch {
      return false; // Gone between the listing and the read.
    }
  });
}

/**
 * Stops every child: SIGTERM to its whole process group, then waits until no process of any group
 * is left (not just the leader: a tool's real process may outlive a launcher and still be writing,
 * as the Auth emulator does while it exports accounts), and SIGKILLs what remains after `graceMs`.
 */
export async function stopAll(graceMs = 15_000): Promise<void> {
  // A child that could not be spawned has no pid and no group to stop.
  const groups = [...children].flatMap((child) => (child.pid === undefined ? [] : [child.pid]));
  for (const pgid of groups) {
    try {
      process.kill(-pgid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  const deadline = Date.now() + graceMs;
  let running = groups;
  while (running.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    running = running.filter(groupRunning);
  }
  for (const pgid of running) {
    console.error(`Process group ${pgid} did not stop within ${Math.round(graceMs / 1000)} s: killing it.`);
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
