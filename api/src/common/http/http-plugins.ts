// Fastify plugins every route gets: security headers, CORS for the web origins, compression,
// per-client rate limiting (rate-limit.ts; Redis-backed when REDIS_URL is set, so replicas share
// one budget) and request logs.
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TOTAL_COUNT_HEADER, TOTAL_EXACT_HEADER } from '@studyhub/contracts';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config.js';
import type { AppLogger } from '../logging/app-logger.js';
import { answerUnknownExpectations, registerHostCheck } from './protocol-checks.js';
import { registerRateLimit } from './rate-limit.js';
import { registerRequestIds } from './request-id.js';

export async function registerHttpPlugins(app: NestFastifyApplication, config: AppConfig, logger: AppLogger) {
  const fastify = app.getHttpAdapter().getInstance();
  // First, so every line a request logs (a refusal by a later hook too) names the client's id.
  registerRequestIds(fastify);
  await app.register(helmet, {
    // An API answers JSON: nothing it sends may run a script. The docs page (/api/docs, Swagger UI)
    // sets a policy of its own, for that page only (docs.controller.ts).
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(cors, {
    origin: config.webOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: [TOTAL_COUNT_HEADER, TOTAL_EXACT_HEADER, 'X-Request-Id'],
    maxAge: 600,
  });

  // A page of the list is ~8 KB of JSON and ~3 KB gzip: a phone on a slow network waits for every
  // byte before the cards can show. Answers under 1 KB (most errors, one assignment) go as they are;
  // brotli at the plugin's moderate default quality, so compressing costs less than sending.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

  registerHostCheck(fastify);
  answerUnknownExpectations(fastify.server);

  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  await registerRateLimit(app, config, redis);

  if (redis) fastify.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  // Route pattern, not URL: ids and search terms stay out of the logs, as do headers and bodies.
  // request.log is Fastify's child of the app's pino logger, with the request id bound.
  fastify.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}

/** One warning when Redis goes away and one when it is back, not one per reconnection attempt. */
function connectRedis(url: string, logger: AppLogger): Redis {
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let down = false;
  redis.on('error', (error: unknown) => {
    if (!down) logger.pino.warn({ err: error }, 'rate-limit store unreachable: requests pass unlimited meanwhile');
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger.event('info', 'rate-limit store reachable again');
    down = false;
  });
  return redis;
}
