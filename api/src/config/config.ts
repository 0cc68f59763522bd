import { resolve } from 'node:path';
import { envSchema, type Env } from './env.schema.js';

/** The API's settings after parsing; everything else reads these, never process.env. */
export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  database: { driver: 'postgres'; url: string } | { driver: 'pglite'; dir: string };
  firebase: { projectId: string; emulatorHost?: string; tokenCacheMs: number; requireVerifiedEmail: boolean };
  webOrigins: string[];
  publicWebOrigin: string;
  redisUrl?: string;
  rateLimit: { max: number; writeMax: number; gradingMax: number; addressMax: number; windowMs: number };
  healthCacheMs: number;
  bodyLimitBytes: number;
  trustProxyHops: number;
  logLevel: Env['LOG_LEVEL'];
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number; maxConnections: number };
  live: { maxStreamsPerUser: number; maxStreamsPerAddress: number };
}

/** Addresses only this machine can reach. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

/** Parses the environment; each problem becomes one human-readable line. */
export function parseConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ConfigResult {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    return { ok: false, problems };
  }
  const e = parsed.data;
  // The emulator accepts tokens with edited payloads (no signature check): never in production,
  // and never reachable from another machine, where anyone could sign in as any user.
  if (e.NODE_ENV === 'production' && e.FIREBASE_AUTH_EMULATOR_HOST) {
    return {
      ok: false,
      problems: [
        'FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production: the emulator does not check token signatures. Unset it to use the real Firebase project.',
      ],
    };
  }
  if (e.FIREBASE_AUTH_EMULATOR_HOST && !LOOPBACK_HOSTS.has(e.API_HOST.toLowerCase())) {
    return {
      ok: false,
      problems: [
        `FIREBASE_AUTH_EMULATOR_HOST is set while API_HOST=${e.API_HOST}: the emulator does not check token signatures, so anyone reaching the API could act as any user. Set API_HOST to localhost, 127.0.0.1 or ::1, or unset FIREBASE_AUTH_EMULATOR_HOST.`,
      ],
    };
  }
  return {
    ok: true,
    config: {
      env: e.NODE_ENV,
      port: e.API_PORT,
      host: e.API_HOST,
      database: e.DATABASE_URL
        ? { driver: 'postgres', url: e.DATABASE_URL }
        : { driver: 'pglite', dir: e.PGLITE_DIR === 'memory://' ? e.PGLITE_DIR : resolve(cwd, e.PGLITE_DIR) },
      firebase: {
        projectId: e.FIREBASE_PROJECT_ID,
        emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
        tokenCacheMs: e.AUTH_TOKEN_CACHE_MS,
        requireVerifiedEmail: e.REQUIRE_VERIFIED_EMAIL ? e.REQUIRE_VERIFIED_EMAIL === 'true' : !e.FIREBASE_AUTH_EMULATOR_HOST,
      },
      webOrigins: e.WEB_ORIGINS,
      publicWebOrigin: e.PUBLIC_WEB_ORIGIN.replace(/\/+$/, ''),
      redisUrl: e.REDIS_URL,
      rateLimit: rateLimits(e),
      healthCacheMs: e.HEALTH_CACHE_MS,
      bodyLimitBytes: e.BODY_LIMIT_BYTES,
      trustProxyHops: e.TRUST_PROXY_HOPS,
      logLevel: e.LOG_LEVEL,
      http: {
        headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
        requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
        keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
        maxConnections: e.HTTP_MAX_CONNECTIONS,
      },
      live: { maxStreamsPerUser: e.LIVE_MAX_STREAMS_PER_USER, maxStreamsPerAddress: e.LIVE_MAX_STREAMS_PER_ADDRESS },
    },
  };
}

function rateLimits(e: Env): AppConfig['rateLimit'] {
  const writeMax = e.RATE_LIMIT_WRITE_MAX ?? Math.ceil(e.RATE_LIMIT_MAX / 5);
  return {
    max: e.RATE_LIMIT_MAX,
    writeMax,
    gradingMax: e.RATE_LIMIT_GRADING_MAX ?? Math.ceil(writeMax / 3),
    addressMax: e.RATE_LIMIT_ADDRESS_MAX ?? 5 * e.RATE_LIMIT_MAX,
    windowMs: e.RATE_LIMIT_WINDOW_MS,
  };
}

/** For entry points: the config, or one line per problem on stderr and exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = parseConfig(env);
  if (result.ok) return result.config;
  for (const problem of result.problems) process.stderr.write(`Invalid configuration: ${problem}\n`);
  process.exit(1);
}

export const APP_CONFIG = Symbol('APP_CONFIG');
