// The API's one logger: pino, JSON lines on stdout written asynchronously (flushed on exit). Fastify
// logs through the same instance (each request's child has its request id bound as `reqId`), and
// Nest through this small LoggerService adapter. Callers pass only what is safe to keep; the
// redaction paths and serializers are the net under that rule, not a licence to log more.
import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../../config/config.js';
import { faultSummary } from './fault-summary.js';

type Level = 'error' | 'warn' | 'info' | 'debug';

/** Secrets and personal data wherever a careless caller might put them. */
export const REDACT_PATHS = [
  'authorization',
  'cookie',
  'email',
  'token',
  'idToken',
  'password',
  'body',
  '*.authorization',
  '*.cookie',
  '*.email',
  '*.token',
  '*.idToken',
  '*.password',
  '*.body',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

const serializers = {
  err: faultSummary,
  // Route pattern, not URL: ids and search terms stay out, as do headers and bodies.
  req: (request: { method?: string; routeOptions?: { url?: string } }) => ({
    method: request.method,
    route: request.routeOptions?.url ?? 'unmatched',
  }),
  res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
};

export function createPino(level: AppConfig['logLevel'], destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers,
      hooks: {
        // `log.error(err)` would make the error's message (SQL, parameters) the line's `msg`.
        logMethod(args, method) {
          if (args[0] instanceof Error) return method.call(this, { err: args[0] }, 'error');
          return method.apply(this, args);
        },
      },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

export class AppLogger implements LoggerService {
  readonly pino: Logger;

  constructor(level: AppConfig['logLevel'], destination?: DestinationStream) {
    this.pino = createPino(level, destination);
  }

  event(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
    this.pino[level](fields, msg);
  }

  /** A failure named by class, code and query only (see fault-summary.ts). */
  errorEvent(msg: string, error: unknown, fields: Record<string, unknown> = {}): void {
    this.pino.error({ ...fields, ...faultSummary(error) }, msg);
  }

  // Nest's own messages. Its "log" (module and route listings at start) is detail: debug level.
  log(message: unknown, ...params: unknown[]): void {
    this.nest('debug', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.nest('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.nest('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.nest('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.nest('debug', message, params);
  }

  private nest(level: Level, message: unknown, params: unknown[]): void {
    // Nest passes (message, context) or, for errors, (message, stack, context): only the context
    // is kept, never a stack (its first line is the error's message).
    const last = params.at(-1);
    const context = typeof last === 'string' && /^\w{1,80}$/.test(last) ? { context: last } : {};
    if (message instanceof Error) this.pino[level]({ ...context, ...faultSummary(message) }, 'error');
    else this.pino[level](context, String(message));
  }
}
