// Serves one built app (the shell or a remote) from its dist folder with Fastify and its plugins:
// @fastify/static (ETag and 304, ranges, safe paths), @fastify/compress (gzip or brotli), security
// headers on every answer, long caching for hashed assets, CORS on a remote's files (never its
// HTML), and for the shell its page for every client-side route, rewritten per path (first paint,
// route preload).
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { isServableTarget, toOriginForm } from './request-target.js';

/** Files with a content hash in their name never change, so browsers may keep them for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpe?g|gif|webp|avif|woff2)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * How long a client may take, and how many may be connected at once. A client that has not sent
 * its whole request head within `headersMs` gets a 408 and is disconnected; past `maxConnections`
 * a new connection is closed at once. Production puts a proxy in front (docs/operations.md); these
 * bound what one server holds whatever is in front of it.
 */
export interface ServerLimits {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  /** A connection with nothing to say for this long is closed. */
  idleMs: number;
  maxConnections: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  idleMs: 60_000,
  maxConnections: 1_000,
};

/** Paths under `prefix` served from another folder (a remote's releases); `immutable`: the version is in the path. */
export interface Mount {
  prefix: string;
  root: string;
  immutable: boolean;
}

export interface StaticServerOptions {
  root: string;
  /** The shell: its page for every path without a file extension. */
  spa?: boolean;
  /** Sent with every answer (security headers, security-headers.ts). */
  headers?: Record<string, string>;
  /** Lets other origins (the shell) fetch this app's files; its HTML stays same-origin. */
  cors?: boolean;
  /** A Link header for HTML answers, e.g. preconnect hints to the remotes' origins. */
  links?: string;
  /** The shell's page for a request: rewritten for its path (route preload, first paint) or server-rendered. */
  transformHtml?: (page: PageRequest, html: string) => Promise<ServedPage>;
  /** Runs when the server closes (the shell's render workers end with it). */
  onClose?: () => Promise<void>;
  mounts?: Mount[];
  limits?: Partial<ServerLimits>;
}

/** What the shell's page is made for: the path, the whole target and the cookies (theme, signed in). */
export interface PageRequest {
  pathname: string;
  url: string;
  cookie: string | undefined;
}

/** The shell's page for a request: the HTML, or where to send the reader instead. */
export type ServedPage = { html: string; status: number } | { redirect: string };

const PAGE = 'index.html';
/** Answers 200 while the server takes requests. */
export const HEALTH_PATH = '/-/health';

/** Node's HTTP server with the limits set, for Fastify to serve on. */
function serverWithLimits(limits: ServerLimits) {
  return (handler: RequestListener) => {
    const server = createServer(
      {
        headersTimeout: limits.headersMs,
        requestTimeout: limits.requestMs,
        keepAliveTimeout: limits.keepAliveMs,
        // How often Node looks for clients past headersTimeout/requestTimeout (default 30 s, which
        // would let a slow client hold its socket that much longer).
        connectionsCheckingInterval: Math.min(1_000, limits.headersMs),
      },
      handler,
    );
    server.maxConnections = limits.maxConnections;
    server.setTimeout(limits.idleMs);
    return server;
  };
}

const plainText = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/plain; charset=utf-8').send(body);

/** The client already holds this version (If-None-Match lists its tag). */
const revalidated = (request: FastifyRequest, etag: string) => (request.headers['if-none-match'] ?? '').split(/\s*,\s*/).includes(etag);

/** The shell's page for a path, rewritten for it and tagged by what it became, so an unchanged page revalidates to a 304. */
function pageServer(root: string, transformHtml: StaticServerOptions['transformHtml'], links: string | undefined) {
  // Read again only when the build replaces it.
  let source = { key: '', html: '' };
  const readPage = async () => {
    const file = join(root, PAGE);
    const info = await stat(file);
    const key = `${info.ino}-${info.mtimeMs}`;
    if (key !== source.key) source = { key, html: await readFile(file, 'utf8') };
    return source.html;
  };
  return async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const page = { pathname, url: request.url, cookie: request.headers.cookie };
    const served = transformHtml ? await transformHtml(page, await readPage()) : { html: await readPage(), status: 200 };
    // Decided by the cookies (a guest is sent to log in), so no cache may keep it.
    if ('redirect' in served) return reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie').redirect(served.redirect, 302);
    const { html, status } = served;
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
    // The page depends on the theme and signed-in cookies: a shared cache must not give one
    // reader's page to another.
    reply.header('ETag', etag).header('Cache-Control', REVALIDATE).header('Vary', 'Cookie');
    if (links) reply.header('Link', links);
    if (revalidated(request, etag)) return reply.code(304).send();
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  };
}

/** The app's server, ready to `listen`. */
export async function createStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const { spa = false, headers = {}, cors = false, links, transformHtml, mounts = [] } = options;
  const root = resolve(options.root);
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const app = Fastify({
    serverFactory: serverWithLimits(limits),
    // A proxy may send the whole URL (absolute-form); the files are looked up by its path.
    rewriteUrl: (request) => toOriginForm(request.url ?? '/'),
    // Closing a server (npm start's Ctrl-C, an outage in the browser tests) cuts kept-alive connections too.
    forceCloseConnections: true,
    // A path whose %-escapes do not decode is refused by the router itself, before any hook.
    frameworkErrors: (_error, _request, reply) => plainText(withHeaders(reply), 400, 'Bad request'),
  });
  const withHeaders = (reply: FastifyReply) => reply.headers(headers);
  const { onClose } = options;
  if (onClose) app.addHook('onClose', () => onClose());

  app.addHook('onRequest', async (request, reply) => {
    withHeaders(reply);
    if (!isServableTarget(request.originalUrl)) return plainText(reply, 400, 'Bad request');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return plainText(reply.header('Allow', 'GET, HEAD'), 405, 'Method not allowed');
  });
  // A remote's scripts, styles and pictures are loaded into the shell's page from another origin.
  if (cors) {
    app.addHook('onSend', async (request, reply) => {
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('Access-Control-Allow-Origin', '*');
    });
  }
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    return plainText(reply, status, status === 500 ? 'Internal error' : 'Bad request');
  });

  // For a load balancer or a start script: answered without touching the disk or the registry.
  app.get(HEALTH_PATH, async (_request, reply) => plainText(reply.header('Cache-Control', 'no-store'), 200, 'ok'));
  await app.register(compress, { threshold: 1024 });
  const cacheFor =
    (immutable: boolean) =>
    (reply: FastifyReply, path: string): void => {
      reply.header('Cache-Control', immutable || HASHED.test(path) ? IMMUTABLE : REVALIDATE);
    };
  for (const mount of mounts) {
    await app.register(fastifyStatic, {
      root: resolve(mount.root),
      prefix: mount.prefix,
      decorateReply: false,
      cacheControl: false,
      index: false,
      setHeaders: cacheFor(mount.immutable),
    });
  }
  const servePage = pageServer(root, transformHtml, links);
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    // The shell's page is always rewritten for its path, so the plugin never serves it as a file.
    // Its folders (`/`) are client routes too.
    ...(spa ? { index: false, allowedPath: (pathname: string) => extname(pathname) !== '.html' && !pathname.endsWith('/') } : {}),
    setHeaders: cacheFor(false),
  });
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const ext = extname(pathname);
    // Client-side routes (no file extension) get the app's page; missing files stay 404.
    if (spa && (ext === '' || pathname === `/${PAGE}`)) return servePage(request, reply, decodeURIComponent(pathname));
    return plainText(reply, 404, 'Not found');
  });
  return app;
}

/** Listens, turning "port in use" into one clear sentence instead of a stack trace. */
export async function listen(app: FastifyInstance, port: number, host: string, label: string): Promise<FastifyInstance> {
  try {
    await app.listen({ port, host });
    return app;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new Error(
      code === 'EADDRINUSE'
        ? `Port ${port} (${label}) is already in use. Stop the process using it or set another port.`
        : `${label} could not listen on ${host}:${port}: ${message}`,
    );
  }
}
