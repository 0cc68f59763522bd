// Each request's id in the logs and in the X-Request-Id answer header is the server's own: a
// client-chosen id could collide with another request's, or be reused to make two requests look
// like one. A client's (or load balancer's) X-Request-Id is kept for correlation only when it is a
// UUID, and logged beside ours as `clientRequestId`.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Fastify `genReqId`. */
export const serverRequestId = (): string => randomUUID();

/** The client's X-Request-Id when it is one UUID, else undefined (never junk in a log line). */
export function clientRequestId(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && UUID.test(header) ? header.toLowerCase() : undefined;
}

/** Binds `clientRequestId` to every line the request logs, and answers with the server's id. */
export function registerRequestIds(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    const clientId = clientRequestId(request.headers['x-request-id']);
    if (clientId) request.log = request.log.child({ clientRequestId: clientId });
  });
  fastify.addHook('onSend', async (request, reply) => {
    void reply.header('X-Request-Id', request.id);
  });
}
