// Two processes that open one PGlite directory both "work", and one's writes are silently lost.
// So the directory is held exclusively through a sibling lock file holding the owner's pid.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, relative } from 'node:path';

export class DataDirInUseError extends Error {}

/** Locks held by this process: our own pid in a lock file is stale unless it is listed here. */
const heldHere = new Set<string>();

export interface DirLock {
  path: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Shown path: relative to the working directory when inside it, as the user typed it. */
function displayPath(dir: string): string {
  const rel = relative(process.cwd(), dir);
  return rel && !rel.startsWith('..') ? rel : dir;
}

/**
 * Takes `<dir>.lock` with O_EXCL. A lock left by a dead process (crash, kill -9) is taken over;
 * a live owner makes this throw DataDirInUseError with a message meant for the user.
 */
export function lockDataDir(dir: string): DirLock {
  const path = `${dir}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldHere.add(path);
      return { path, release: () => releaseIfOurs(path) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(path);
    const live = owner === process.pid ? heldHere.has(path) : owner !== null && isAlive(owner);
    if (live) {
      throw new DataDirInUseError(
        `Data directory ${displayPath(dir)} is in use by process ${owner} (is another "npm start" running?). Stop it first.`,
      );
    }
    if (owner === null && attempt === 0) {
      // Another process may be between creating the file and writing its pid: look again.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      continue;
    }
    // Stale: a dead owner, a file left empty, or our pid reused (containers restart as pid 1).
    try {
      unlinkSync(path);
    } catch {
      // Someone else removed it first; the next attempt decides.
    }
  }
  throw new DataDirInUseError(`Could not lock data directory ${displayPath(dir)}: another process keeps taking it.`);
}

function releaseIfOurs(path: string): void {
  if (!heldHere.delete(path) || readOwner(path) !== process.pid) return;
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}
