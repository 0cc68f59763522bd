// Answers to requests that never reach a route: broken framing, oversized or slow header blocks
// (Node's parser, via `clientErrorHandler`) and URLs the router refuses (`frameworkErrors`). They
// get the API's error body like every other error, and echo nothing the client sent: Node's and
// Fastify's own answers repeat the URL, and a parser error carries the raw bytes received.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { MESSAGES, type ApiError, type ErrorCode } from '@studyhub/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const M = MESSAGES.api;

const error = (statusCode: number, code: ErrorCode, message: string): ApiError => ({ statusCode, code, message });

/** Node's parser and timeout errors, by code; anything else it rejects is a 400. */
const SOCKET_ERRORS: Record<string, ApiError> = {
  HPE_HEADER_OVERFLOW: error(431, 'HEADERS_TOO_LARGE', M.headersTooLarge),
  ERR_HTTP_REQUEST_TIMEOUT: error(408, 'REQUEST_TIMEOUT', M.requestTimeout),
};
const BAD_REQUEST = error(400, 'BAD_REQUEST', M.badRequest);

/** Fastify's router errors, raised before any hook or handler runs. */
const ROUTER_ERRORS: Record<string, ApiError> = {
  FST_ERR_MAX_PARAM_LENGTH: error(414, 'URI_TOO_LONG', M.uriTooLong),
  FST_ERR_BAD_URL: BAD_REQUEST,
};

/** Fastify `clientErrorHandler`: one JSON answer, then the connection is closed. */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset or already-closed connection has no one to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const body = SOCKET_ERRORS[err.code ?? ''] ?? BAD_REQUEST;
  // A request already handed to the API (its headers parsed) whose body then broke, e.g. a bad
  // chunk size: worth a warning, as it cuts work in progress, but the client's fault, never an
  // error. Garbage before any request is routine noise from scanners: debug.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  // The code only: the error object holds the bytes received (rawPacket), headers and all.
  this.log[inFlight ? 'warn' : 'debug']({ code: err.code, status: body.statusCode }, 'client error');
  // As Node does: never write into a response that has already started on this socket.
  if (socket.writable && !inFlight?.headersSent) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${body.statusCode} ${STATUS_CODES[body.statusCode]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Connection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

/** Fastify `frameworkErrors`: the router's refusals (an over-long path parameter, a malformed URL). */
export function routerErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const body = ROUTER_ERRORS[err.code] ?? error(500, 'INTERNAL', M.internal);
  request.log.debug({ code: err.code, status: body.statusCode }, 'client error');
  void reply.code(body.statusCode).header('X-Request-Id', request.id).send(body);
}
