// Serves one built app (the shell or a remote) from its dist folder: gzip, long caching for
// hashed assets, security headers on every answer, CORS on a remote's files (never its HTML), and
// index.html for client-side routes of the shell.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);
/** Files with a content hash in their name never change, so browsers may keep them for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpe?g|gif|webp|avif|woff2)$/;

/** The request path as a file path, or null when it cannot be one (bad %-escapes, NUL). */
function decodePath(urlPath) {
  try {
    const path = decodeURIComponent(urlPath);
    return path.includes('\0') ? null : path;
  } catch {
    return null;
  }
}

async function resolveFile(root, path, spa) {
  const safe = normalize(path).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, safe);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  const info = await stat(candidate).catch(() => null);
  if (info?.isFile()) return candidate;
  if (info?.isDirectory()) return resolveFile(root, join(safe, 'index.html'), false);
  // Client-side routes (no file extension) get the app's HTML; missing assets stay 404.
  if (spa && !extname(safe)) return join(root, 'index.html');
  return null;
}

/** The client already holds this version (If-None-Match lists its tag). */
const revalidated = (request, etag) => (request.headers['if-none-match'] ?? '').split(/\s*,\s*/).includes(etag);

const text = (response, status, body, headers = {}) =>
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(body);

/**
 * `headers`: sent with every answer (security headers, security-headers.mjs).
 * `cors`: lets other origins (the shell) fetch this app's files; its HTML stays same-origin.
 * `links`: a Link header for HTML answers, e.g. preconnect hints to the remotes' origins.
 * `transformHtml(pathname, html)`: rewrites an HTML answer for the requested path (first paint).
 * `mounts`: `[{ prefix, root, immutable }]`, paths under `prefix` served from another folder (a
 *   remote's releases); `immutable`: its files never change (the version is in the path).
 */
export function createStaticServer({ root, spa = false, headers = {}, cors = false, links, transformHtml, mounts = [] }) {
  const base = resolve(root);
  const mounted = mounts.map((mount) => ({ ...mount, base: resolve(mount.root) }));
  // Keyed by file and modification time (a rebuilt file is read again), or for a transformed page
  // by what it became: one entry per variant, not per request.
  const contents = new Map();
  const gzipCache = new Map();
  const cached = async (cache, key, make) => {
    if (!cache.has(key)) cache.set(key, await make());
    return cache.get(key);
  };
  return createServer(async (request, response) => {
    try {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        text(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
        return;
      }
      const path = decodePath(new URL(request.url ?? '/', 'http://localhost').pathname);
      if (path === null) {
        text(response, 400, 'Bad request');
        return;
      }
      const mount = mounted.find(({ prefix }) => path.startsWith(prefix));
      const file = mount ? await resolveFile(mount.base, path.slice(mount.prefix.length - 1), false) : await resolveFile(base, path, spa);
      const ext = file ? extname(file) : extname(path);
      if (cors && ext !== '.html') response.setHeader('Access-Control-Allow-Origin', '*');
      if (!file) {
        text(response, 404, 'Not found');
        return;
      }
      response.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
      if (links && ext === '.html') response.setHeader('Link', links);
      const immutable = mount?.immutable || HASHED.test(file);
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      const transform = transformHtml && ext === '.html';
      const info = await stat(file);
      // Revalidation of a no-cache file (the registry): unchanged is a 304 without a body. A file
      // replaced by a rename (an atomic write) has a new inode, hence a new tag.
      if (!transform) {
        const etag = `W/"${[info.ino, info.size, info.mtimeMs].map((n) => n.toString(36)).join('-')}"`;
        response.setHeader('ETag', etag);
        if (revalidated(request, etag)) {
          response.writeHead(304).end();
          return;
        }
      }
      const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      if (!transform && !gzip) {
        createReadStream(file).pipe(response);
        return;
      }
      const version = `${file}:${info.mtimeMs}`;
      const source = await cached(contents, version, () => readFile(file));
      const body = transform ? await transformHtml(path, source.toString('utf8')) : source;
      // A rewritten page is tagged by what it became: revisiting an unchanged page is a 304 too.
      if (transform) {
        const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
        response.setHeader('ETag', etag);
        if (revalidated(request, etag)) {
          response.writeHead(304).end();
          return;
        }
      }
      if (!gzip) {
        response.end(body);
        return;
      }
      response.setHeader('Content-Encoding', 'gzip');
      response.setHeader('Vary', 'Accept-Encoding');
      response.end(await cached(gzipCache, transform ? body : version, () => gzipSync(body)));
    } catch {
      if (!response.headersSent) text(response, 500, 'Internal error');
    }
  });
}

/** Listens, turning "port in use" into one clear sentence instead of a stack trace. */
export function listen(server, port, host, label) {
  return new Promise((resolvePromise, reject) => {
    server.once('error', (error) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} (${label}) is already in use. Stop the process using it or set another port.`
            : `${label} could not listen on ${host}:${port}: ${error.message}`,
        ),
      );
    });
    server.listen(port, host, () => resolvePromise(server));
  });
}
