// Per-client budgets in fixed windows, and a ceiling per address above them.
//
// A signed-in caller is counted by the uid of their verified token, so classmates behind one school
// or office address each have their own budget; a guest, or a token that does not verify, is
// counted by address. A made-up token is never trusted for the key (it could name anyone's uid):
// verification comes first, and its answer is cached per token (firebase-auth.cache.ts), so the
// guard that runs next pays nothing more. Writes have a smaller budget than reads, and the grading
// calls (grading-routes.ts) a smaller one still.
//
// Accounts cost nothing to make, so per-account budgets alone let one machine with many accounts
// send many budgets' worth: every request also counts against its address (the proxy-forwarded one
// with TRUST_PROXY_HOPS), whose ceiling is a few accounts' worth. Health and unknown routes (404)
// count by address without verifying any token, so a flood of them costs no identity check, and
// health answers from a cached database check (health.controller.ts).
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_ROUTES, MESSAGES } from '@studyhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config.js';
import { bearerToken } from '../auth/firebase-auth.guard.js';
import { FirebaseAuthService } from '../auth/firebase-auth.service.js';
import { ApiException } from '../errors/api-exception.js';
import { isGradingRoute } from './grading-routes.js';

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** Budgets, the first letter of each key: reads, writes, grading, health; `a` is the address ceiling. */
type Budget = 'r' | 'w' | 'g' | 'h';

function budgetOf(request: FastifyRequest): Budget {
  const route = request.routeOptions.url;
  if (request.method === 'GET' && route === API_ROUTES.health.path) return 'h';
  if (isGradingRoute(request.method, route)) return 'g';
  return WRITES.has(request.method) ? 'w' : 'r';
}

/** `<budget>:u:<uid>` for a verified caller of a real route, else `<budget>:ip:<address>`. */
async function budgetKey(request: FastifyRequest, address: string, auth: FirebaseAuthService): Promise<string> {
  const budget = budgetOf(request);
  const token = budget !== 'h' && !request.is404 ? bearerToken(request.headers.authorization) : undefined;
  const uid = token
    ? await auth.verify(token).then(
        (user) => user.uid,
        () => undefined,
      )
    : undefined;
  return uid ? `${budget}:u:${uid}` : `${budget}:ip:${address}`;
}

/** Retry-After for the longest wait among the limits exceeded. */
function refuse(reply: FastifyReply, waitSeconds: number): never {
  void reply.header('retry-after', Math.max(1, waitSeconds));
  throw new ApiException(429, 'RATE_LIMITED', MESSAGES.api.rateLimited);
}

export async function registerRateLimit(app: NestFastifyApplication, config: AppConfig, redis?: Redis): Promise<void> {
  const auth = app.get(FirebaseAuthService);
  const { max, writeMax, gradingMax, addressMax, windowMs } = config.rateLimit;
  const maxOf: Record<Budget, number> = { r: max, w: writeMax, g: gradingMax, h: max };
  await app.register(rateLimit, {
    // No hook per route: the one below counts every request, unknown routes included.
    global: false,
    timeWindow: windowMs,
    // In memory (one replica): room for this many clients before the least recent is forgotten.
    cache: 20_000,
    redis,
    nameSpace: 'studyhub-api-rl:',
    // A Redis outage should not take the API down with it: requests pass unlimited meanwhile.
    skipOnError: true,
  });
  const fastify = app.getHttpAdapter().getInstance();
  const addresses = new WeakMap<FastifyRequest, string>();
  const ceiling = fastify.createRateLimit({ keyGenerator: (request) => `a:ip:${addresses.get(request)}`, max: addressMax });
  const budgets = fastify.createRateLimit({
    keyGenerator: (request) => budgetKey(request, addresses.get(request)!, auth),
    max: (_request, key) => maxOf[key[0] as Budget],
  });

  fastify.addHook('onRequest', async (request, reply) => {
    // No address: the connection is already gone (its framing broke), there is no one to answer.
    if (!request.ip) return;
    addresses.set(request, normalizeIP(request.ip));
    const [byAddress, byClient] = await Promise.all([ceiling(request), budgets(request)]);
    if (byClient.isAllowed || byAddress.isAllowed) return;
    void reply.header('x-ratelimit-limit', byClient.max).header('x-ratelimit-remaining', Math.min(byClient.remaining, byAddress.remaining));
    const waits = [byClient, byAddress].filter((limit) => limit.isExceeded).map((limit) => limit.ttlInSeconds);
    if (waits.length > 0) refuse(reply, Math.max(...waits));
  });
}
