import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { EndpointDefinition } from '@studyhub/contracts';
import type { FastifyRequest } from 'fastify';
import { catchError, throwError, type Observable } from 'rxjs';
import { ENDPOINT } from '../contract/endpoint.decorator.js';
import { ContractViolation } from '../contract/response-check.interceptor.js';
import { Refusal, declaredRefusal } from './refusal.js';

/**
 * Turns a service's Refusal into the answer the served call's contract row declares. A refusal the
 * row does not declare is the code's fault, not the caller's: 500, and a log line naming it.
 */
@Injectable()
export class RefusalInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const endpoint = Reflect.getMetadata(ENDPOINT, context.getHandler()) as EndpointDefinition | undefined;
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!(error instanceof Refusal)) return throwError(() => error);
        const answer = endpoint && declaredRefusal(endpoint, error.code);
        if (answer) return throwError(() => answer);
        const request = context.switchToHttp().getRequest<FastifyRequest>();
        const violation = new ContractViolation(`${request.method} ${endpoint?.path ?? request.url}`, [`undeclared refusal ${error.code}`]);
        request.log.error({ operation: violation.operation, problems: violation.problems }, 'refusal outside the contract');
        return throwError(() => violation);
      }),
    );
  }
}
