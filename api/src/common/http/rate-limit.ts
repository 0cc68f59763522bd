// Per-client budgets in fixed windows. A signed-in caller is counted by the uid of their verified
// token, so classmates behind one school or office address each have their own budget; a guest,
// or a token that does not verify, is counted by address. A made-up token is never trusted for
// the key (it could name anyone's uid): verification comes first, and its answer is cached
// per token (firebase-auth.cache.ts), so the guard that runs next pays nothing more.
// Writes (POST/PUT/DELETE) have a smaller budget of their own than reads.
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_PATHS, MESSAGES } from '@studyhub/contracts';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config.js';
import { bearerToken } from '../auth/firebase-auth.guard.js';
import { FirebaseAuthService } from '../auth/firebase-auth.service.js';
import { ApiException } from '../errors/api-exception.js';

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** `w:` or `r:` (the budget), then `u:<uid>` or `ip:<address>` (the client). */
async function clientKey(request: FastifyRequest, auth: FirebaseAuthService): Promise<string> {
  const budget = WRITES.has(request.method) ? 'w' : 'r';
  const token = bearerToken(request.headers.authorization);
  const uid = token ? await auth.verify(token).then((user) => user.uid, () => undefined) : undefined;
  return uid ? `${budget}:u:${uid}` : `${budget}:ip:${normalizeIP(request.ip)}`;
}

export async function registerRateLimit(app: NestFastifyApplication, config: AppConfig, redis?: Redis): Promise<void> {
  const auth = app.get(FirebaseAuthService);
  const { max, writeMax, windowMs } = config.rateLimit;
  await app.register(rateLimit, {
    timeWindow: windowMs,
    keyGenerator: (request) => clientKey(request, auth),
    max: (_request, key) => (key.startsWith('w:') ? writeMax : max),
    // In memory (one replica): room for this many clients before the least recent is forgotten.
    cache: 20_000,
    redis,
    nameSpace: 'studyhub-api-rl:',
    // A Redis outage should not take the API down with it: requests pass unlimited meanwhile.
    skipOnError: true,
    allowList: (request) => request.url.split('?')[0] === API_PATHS.health,
    errorResponseBuilder: () => new ApiException(429, 'RATE_LIMITED', MESSAGES.api.rateLimited),
  });
}
