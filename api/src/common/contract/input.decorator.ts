// The validated inputs of a call, parsed with its row's schemas: `@Input() { params, body }:
// InputOf<typeof API.updateAssignment>`.
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { MESSAGES, type EndpointDefinition, type InputOf } from '@studyhub/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../errors/api-exception.js';
import { parseOrRefuse } from '../validation/parse-or-refuse.js';
import { ENDPOINT } from './endpoint.decorator.js';

/**
 * Path first: a malformed id names nothing, so it gets the same 404 as an unknown one (and never
 * reaches PostgreSQL, which would refuse the cast with a 500). Then query, then body: the first
 * problem found is the answer's message.
 */
export function readInput(
  endpoint: EndpointDefinition,
  request: Pick<FastifyRequest, 'params' | 'query' | 'body'>,
): InputOf<EndpointDefinition> {
  let params: unknown;
  if (endpoint.params) {
    const parsed = endpoint.params.safeParse(request.params);
    if (!parsed.success) {
      const notFound = endpoint.notFound ?? { code: 'NOT_FOUND' as const };
      throw new ApiException(404, notFound.code, notFound.message ?? MESSAGES.api.notFound);
    }
    params = parsed.data;
  }
  return {
    params,
    query: endpoint.query ? parseOrRefuse(endpoint.query, request.query) : undefined,
    body: endpoint.body ? parseOrRefuse(endpoint.body, request.body) : undefined,
  } as InputOf<EndpointDefinition>;
}

export const Input = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const endpoint = Reflect.getMetadata(ENDPOINT, context.getHandler()) as EndpointDefinition | undefined;
  if (!endpoint) throw new Error(`@Input() on ${context.getClass().name}.${context.getHandler().name}, which has no @Endpoint()`);
  return readInput(endpoint, context.switchToHttp().getRequest<FastifyRequest>());
});
