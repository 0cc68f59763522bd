import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { faultSummary } from '../logging/fault-summary.js';
import { toApiError } from './to-api-error.js';

/**
 * Every error a controller, guard or pipe throws leaves as `{ statusCode, code, message }`. The log
 * line (request id bound by Fastify) names the route, the error's class and code and the query
 * that failed; never the error's message or stack, which for a database error hold SQL and data.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const body = toApiError(exception);
    const fields = { status: body.statusCode, operation: `${request.method} ${request.routeOptions.url ?? 'unmatched'}` };
    if (body.statusCode >= 500) {
      const fault = faultSummary(exception);
      request.log.error({ ...fields, ...fault, code: fault.code ?? body.code }, 'request failed');
    } else {
      request.log.debug({ ...fields, code: body.code, error: faultSummary(exception).error }, 'client error');
    }
    void reply.status(body.statusCode).send(body);
  }
}
