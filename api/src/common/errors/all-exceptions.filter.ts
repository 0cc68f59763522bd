import { Catch, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JsonLogger } from '../logging/json-logger.js';
import { toApiError } from './to-api-error.js';

/** Every error a controller, guard or pipe throws leaves as `{ statusCode, code, message }`. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(@Inject(JsonLogger) private readonly logger: JsonLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const body = toApiError(exception);
    if (body.statusCode >= 500) {
      this.logger.errorEvent('unhandled error', exception, { reqId: request.id });
    } else {
      const { name, code } = (exception ?? {}) as { name?: string; code?: unknown };
      this.logger.event('debug', 'client error', { reqId: request.id, error: name, code: String(code ?? body.code) });
    }
    void reply.status(body.statusCode).send(body);
  }
}
