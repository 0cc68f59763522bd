// One mapping from anything thrown (our errors, Nest's, Fastify's, plugins') to the API's error
// body, used by the Nest exception filter and by Fastify's own error handler alike.
import { HttpException } from '@nestjs/common';
import { MESSAGES, type ApiError, type ErrorCode } from '@studyhub/contracts';
import { isDatabaseUnavailable } from '../../db/connection-errors.js';
import { ApiException } from './api-exception.js';

const M = MESSAGES.api;

/** Fastify error codes raised before a request reaches a controller. */
const FASTIFY_ERRORS: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', M.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', M.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'VALIDATION_FAILED', M.badRequest],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'VALIDATION_FAILED', M.invalidJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'VALIDATION_FAILED', M.invalidJson],
};

/** Status codes that keep a fixed code and message whatever the thrower said. */
const BY_STATUS: Record<number, [ErrorCode, string]> = {
  401: ['UNAUTHENTICATED', M.unauthenticated],
  404: ['NOT_FOUND', M.notFound],
  413: ['PAYLOAD_TOO_LARGE', M.payloadTooLarge],
  415: ['UNSUPPORTED_MEDIA_TYPE', M.unsupportedMediaType],
  429: ['RATE_LIMITED', M.rateLimited],
};

export type ErrorBody = ApiError & { errors?: unknown[] };

export function toApiError(thrown: unknown): ErrorBody {
  // Nest wraps Fastify's own 4xx errors (and what plugins throw) in an HttpException: the
  // original, with its FST_ code, is the cause.
  const error = thrown instanceof HttpException && !(thrown instanceof ApiException) && thrown.cause ? thrown.cause : thrown;
  if (error instanceof ApiException) return error.toBody();
  const fastifyCode = (error as { code?: unknown } | null)?.code;
  if (typeof fastifyCode === 'string' && FASTIFY_ERRORS[fastifyCode]) {
    const [statusCode, code, message] = FASTIFY_ERRORS[fastifyCode];
    return { statusCode, code, message };
  }
  if (error instanceof SyntaxError && (error as { statusCode?: number }).statusCode === 400) {
    return { statusCode: 400, code: 'VALIDATION_FAILED', message: M.invalidJson };
  }
  const status = statusOf(error);
  if (status !== undefined && BY_STATUS[status]) {
    const [code, message] = BY_STATUS[status];
    return { statusCode: status, code, message };
  }
  if (status !== undefined && status >= 400 && status < 500) {
    return { statusCode: status, code: 'VALIDATION_FAILED', message: M.badRequest };
  }
  // The database is down or restarting: the caller may retry, and the pool reconnects by itself.
  if (isDatabaseUnavailable(error)) return { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: M.serviceUnavailable };
  // Anything else is our fault: never leak its text, stack or SQL to the caller.
  return { statusCode: 500, code: 'INTERNAL', message: M.internal };
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof HttpException) return error.getStatus();
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}
