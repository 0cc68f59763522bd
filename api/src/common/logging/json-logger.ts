// One JSON object per line on stdout, for log shippers. Nest's own messages go through it too.
// Callers pass only what is safe to keep: never tokens, emails or request bodies.
import type { LoggerService } from '@nestjs/common';

export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';
const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

export class JsonLogger implements LoggerService {
  constructor(private readonly level: LogLevel = 'info') {}

  event(level: Exclude<LogLevel, 'silent'>, msg: string, fields: Record<string, unknown> = {}): void {
    if (RANK[level] > RANK[this.level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
    (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
  }

  /** Server-side detail of a failure the caller only sees as a generic 500. */
  errorEvent(msg: string, error: unknown, fields: Record<string, unknown> = {}): void {
    const detail =
      error instanceof Error ? { error: error.name, detail: error.message, stack: error.stack } : { detail: String(error) };
    this.event('error', msg, { ...fields, ...detail });
  }

  /** Nest's own "info" (module and route listings at start) is detail: debug level. */
  log(message: unknown, context?: string): void {
    this.event('debug', String(message), context ? { context } : {});
  }
  error(message: unknown, stackOrContext?: string): void {
    this.event('error', String(message), stackOrContext ? { context: stackOrContext } : {});
  }
  warn(message: unknown, context?: string): void {
    this.event('warn', String(message), context ? { context } : {});
  }
  debug(message: unknown, context?: string): void {
    this.event('debug', String(message), context ? { context } : {});
  }
  verbose(message: unknown, context?: string): void {
    this.debug(message, context);
  }
}
