// Requests Node's HTTP server would refuse itself with an empty body, answered on the contract
// (`{ statusCode, code, message }`) instead: an HTTP/1.1 request without a Host header (Node's
// check is turned off in server-options.ts so the request reaches this hook) and an Expect header
// other than 100-continue (Node's default answer is a bare 417).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { MESSAGES, type ApiError } from '@studyhub/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiException } from '../errors/api-exception.js';

const EXPECTATION_FAILED: ApiError = { statusCode: 417, code: 'BAD_REQUEST', message: MESSAGES.api.badRequest };

/** RFC 9112 §3.2: an HTTP/1.1 request without Host is a 400; HTTP/1.0 never had to send one. */
export function registerHostCheck(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      throw new ApiException(400, 'BAD_REQUEST', MESSAGES.api.badRequest);
    }
  });
}

/** Node emits 'checkExpectation' for any Expect but 100-continue; the connection is then closed. */
export function answerUnknownExpectations(server: Server): void {
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const json = JSON.stringify(EXPECTATION_FAILED);
    response.writeHead(EXPECTATION_FAILED.statusCode, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(json),
      Connection: 'close',
    });
    response.end(json);
  });
}
