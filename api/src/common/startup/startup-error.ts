import { DataDirInUseError } from '../../db/pglite-lock.js';

const PG_CONNECT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', '28P01', '28000', '3D000']);

/** One line a person can act on, for any failure before the API listens (no stack trace). */
export function describeStartupError(error: unknown, databaseUrl?: string): string {
  if (error instanceof DataDirInUseError) return error.message;
  const code = (error as { code?: string } | null)?.code;
  const text = error instanceof Error ? error.message : String(error);
  if (databaseUrl && code && PG_CONNECT_CODES.has(code)) {
    // Host and database only: the URL may carry a password.
    const url = new URL(databaseUrl);
    return `Could not connect to PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname} (DATABASE_URL): ${text || code}`;
  }
  return `The API could not start: ${text.split('\n')[0]}`;
}

/** Prints the line and ends the process with exit code 1. */
export function exitWith(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
