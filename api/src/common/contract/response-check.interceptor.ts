// Outside production, every success answer is checked against its row's schema before it leaves:
// a handler that drifts from the contract fails loudly in development and in every API test,
// instead of surprising a client later.
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { EndpointDefinition } from '@studyhub/contracts';
import type { FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { ENDPOINT } from './endpoint.decorator.js';

export class ContractViolation extends Error {
  constructor(
    readonly operation: string,
    readonly problems: string[],
  ) {
    super(`${operation} answered outside its contract: ${problems.join('; ')}`);
  }
}

/** Problems of `body` against every success schema of `endpoint` (none when one accepts it). */
export function responseProblems(endpoint: EndpointDefinition, body: unknown): string[] {
  const problems: string[] = [];
  for (const [status, { schema }] of Object.entries(endpoint.responses)) {
    const result = schema.safeParse(body);
    if (result.success) return [];
    problems.push(...result.error.issues.map((issue) => `${status}: ${issue.path.join('.') || '(body)'} ${issue.message}`));
  }
  return problems;
}

@Injectable()
export class ResponseCheckInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const endpoint = Reflect.getMetadata(ENDPOINT, context.getHandler()) as EndpointDefinition | undefined;
    if (!endpoint) return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return next.handle().pipe(
      map((body: unknown) => {
        const problems = responseProblems(endpoint, body);
        if (!problems.length) return body;
        // Paths and zod's messages name types and allowed values, never the data itself.
        const violation = new ContractViolation(`${request.method} ${endpoint.path}`, problems.slice(0, 5));
        request.log.error({ operation: violation.operation, problems: violation.problems }, 'response outside the contract');
        // The exception filter turns it into 500 INTERNAL.
        throw violation;
      }),
    );
  }
}
