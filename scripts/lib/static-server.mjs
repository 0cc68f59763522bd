// Serves one built app (the shell or a remote) from its dist folder: gzip, long caching for
// hashed assets, CORS for remote manifests, and index.html for client-side routes of the shell.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
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

async function resolveFile(root, urlPath, spa) {
  const safe = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, safe);
  if (!candidate.startsWith(root)) return null;
  const info = await stat(candidate).catch(() => null);
  if (info?.isFile()) return candidate;
  if (info?.isDirectory()) return resolveFile(root, join(safe, 'index.html'), false);
  // Client-side routes (no file extension) get the app's HTML; missing assets stay 404.
  if (spa && !extname(safe)) return join(root, 'index.html');
  return null;
}

/**
 * `links`: a Link header for HTML answers, e.g. preconnect hints to the remotes' origins.
 * `transformHtml(pathname, html)`: rewrites an HTML answer for the requested path (first paint).
 */
export function createStaticServer({ root, spa = false, links, transformHtml }) {
  const base = resolve(root);
  const gzipCache = new Map();
  return createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const file = await resolveFile(base, url.pathname, spa);
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('X-Content-Type-Options', 'nosniff');
      if (!file) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const ext = extname(file);
      response.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
      if (links && ext === '.html') response.setHeader('Link', links);
      response.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (transformHtml && ext === '.html') {
        const html = await transformHtml(url.pathname, await readFile(file, 'utf8'));
        const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
        if (gzip) response.setHeader('Content-Encoding', 'gzip');
        response.setHeader('Vary', 'Accept-Encoding');
        response.end(gzip ? gzipSync(html) : html);
        return;
      }
      if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        const key = `${file}:${(await stat(file)).mtimeMs}`;
        if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(await readFile(file)));
        response.setHeader('Content-Encoding', 'gzip');
        response.setHeader('Vary', 'Accept-Encoding');
        response.end(gzipCache.get(key));
        return;
      }
      createReadStream(file).pipe(response);
    } catch {
      if (!response.headersSent) response.writeHead(500).end('Internal error');
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
