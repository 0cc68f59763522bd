// Every setting of the API, from environment variables, checked once at start-up.
import { DEFAULT_API_PORT, DEFAULT_EMULATOR_HOST, DEFAULT_FIREBASE_PROJECT_ID } from '@studyhub/contracts';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
/** Empty strings count as "not set", so `DATABASE_URL=` in a script means PGlite. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const postgresUrl = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
    } catch {
      return false;
    }
  },
  // Never echo the value: it may hold a password.
  { error: 'must be a URL like postgres://user:password@host:5432/database' },
);

/** A duration in milliseconds, at least 100 (0, "no limit", is not offered). */
const ms = z.coerce.number().int().min(100);

const origins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) origins' })).min(1));

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    API_PORT: port.default(DEFAULT_API_PORT),
    // localhost by default: a development API should not be reachable from the network.
    // Containers and servers set API_HOST=0.0.0.0.
    API_HOST: z.string().min(1).default('localhost'),
    DATABASE_URL: optional(postgresUrl),
    PGLITE_DIR: z.string().min(1).default('.data/pglite'),
    FIREBASE_PROJECT_ID: z.string().min(1).default(DEFAULT_FIREBASE_PROJECT_ID),
    FIREBASE_AUTH_EMULATOR_HOST: optional(
      z.string().regex(/^[\w.-]+:\d{1,5}$/, { error: `must be host:port, e.g. ${DEFAULT_EMULATOR_HOST}` }),
    ),
    // Whether creating, submitting and marking need a verified email (api/src/common/auth/require-email.ts).
    // Unset: yes on a real Firebase project, no under the Auth emulator, where the demo's accounts
    // have nobody to read the mail.
    REQUIRE_VERIFIED_EMAIL: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
    // How long a verified token is trusted before its user is checked again (disabled, deleted,
    // revoked); 0 checks on every call.
    AUTH_TOKEN_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
    WEB_ORIGINS: origins.default(['http://localhost:3000']),
    PUBLIC_WEB_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
    // Requests per client (signed-in user, or address for guests) per window; writes have their own,
    // smaller budget (a fifth of RATE_LIMIT_MAX unless set), so a high RATE_LIMIT_MAX lifts both.
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
    RATE_LIMIT_WRITE_MAX: optional(z.coerce.number().int().min(1)),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(100).default(60_000),
    // Marking and regrades (api/src/common/http/grading-routes.ts): a third of the write budget
    // unless set.
    RATE_LIMIT_GRADING_MAX: optional(z.coerce.number().int().min(1)),
    // Every request from one address (all its accounts and guests together): 5x RATE_LIMIT_MAX unless
    // set, so a handful of accounts on one machine cannot multiply their budget.
    RATE_LIMIT_ADDRESS_MAX: optional(z.coerce.number().int().min(1)),
    // How long health reuses its database check, so a flood of health checks never reaches the database.
    HEALTH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(64 * 1024),
    // Behind a load balancer, the client is in X-Forwarded-For: the number of proxies to trust.
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('info'),
    // Slow clients: a header block must arrive within the headers timeout and a whole request (body
    // included) within the request timeout; an idle keep-alive connection closes after its timeout,
    // which stays above a load balancer's idle timeout (60 s on most) so it never reuses a closed one.
    HTTP_HEADERS_TIMEOUT_MS: ms.default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: ms.default(30_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: ms.default(72_000),
    // Connections past this are closed as they arrive (slow or idle clients cannot pile up forever).
    HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1000),
    // Open event streams (GET /api/events) one account, and one address, may hold at once: a few
    // tabs each, a classroom behind one address. Each holds a connection, so both stay well under
    // HTTP_MAX_CONNECTIONS.
    LIVE_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).default(5),
    LIVE_MAX_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  })
  .refine((env) => env.HTTP_HEADERS_TIMEOUT_MS <= env.HTTP_REQUEST_TIMEOUT_MS, {
    path: ['HTTP_HEADERS_TIMEOUT_MS'],
    error: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS',
  });

export type Env = z.infer<typeof envSchema>;
