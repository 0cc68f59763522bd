// One app's web server as browsers, caches and hostile clients meet it: cache headers and
// revalidation, compression, the shell's page for client routes, and the limits an outside probe
// found missing (bad request targets, slow request heads, too many connections).
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { closeTestServers, revalidate, serveForTest } from './serve-for-test.js';
import { HEALTH_PATH, type StaticServerOptions } from './static-server.js';

const HASHED_SCRIPT = '/static/js/index.1234abcd.js';
const SCRIPT_BODY = `console.info(${JSON.stringify('x'.repeat(4000))});`;
let root: string;
const serve = (options: Omit<StaticServerOptions, 'root'>) => serveForTest({ root, ...options });

/** Sends `head` as it is on a raw socket (fetch refuses such targets) and resolves to the status line. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer.split('\r\n')[0]));
    socket.on('error', reject);
  });
}

const opened = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });

/** Resolves to how long the server took to close `socket` (ms), or rejects after `withinMs`. */
const closedBy = (socket: Socket, withinMs: number) =>
  new Promise<number>((resolve, reject) => {
    const started = Date.now();
    const timer = setTimeout(() => reject(new Error(`still open after ${withinMs} ms`)), withinMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
    socket.on('error', () => undefined);
    socket.resume();
  });

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'studyhub-static-'));
  await mkdir(join(root, 'static/js'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><title>StudyHub</title><!--first-paint-->');
  await writeFile(join(root, HASHED_SCRIPT), SCRIPT_BODY);
  await writeFile(join(root, 'mf-registry.json'), '{"remotes":{}}');
});
after(async () => {
  await closeTestServers();
  await rm(root, { recursive: true, force: true });
});

describe('caching and compression', () => {
  const PRIVATE = '/pending';
  const LOGIN = '/auth/login?from=%2Fpending';
  let origin: string;
  before(
    async () =>
      ({ origin } = await serve({
        spa: true,
        transformHtml: async ({ pathname }, html) =>
          pathname === PRIVATE ? { redirect: LOGIN } : { html: html.replace('<!--first-paint-->', `<p>${pathname}</p>`), status: 200 },
      })),
  );

  test('a page the server sends the reader away from is a redirect no cache keeps', async () => {
    const answer = await fetch(origin + PRIVATE, { redirect: 'manual' });
    assert.equal(answer.status, 302);
    assert.equal(answer.headers.get('location'), LOGIN);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    assert.equal(answer.headers.get('vary'), 'Cookie');
  });

  test('a hashed file is kept for a year; a file that keeps its name is revalidated and answered 304 when unchanged', async () => {
    const hashed = await fetch(origin + HASHED_SCRIPT);
    assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(await hashed.text(), SCRIPT_BODY);
    const registry = await fetch(`${origin}/mf-registry.json`);
    assert.equal(registry.headers.get('cache-control'), 'no-cache');
    const etag = registry.headers.get('etag');
    assert.ok(etag, 'no ETag');
    assert.equal(await revalidate(`${origin}/mf-registry.json`, etag), 304);
    assert.equal(await revalidate(`${origin}/mf-registry.json`, 'W/"another"'), 200);
  });

  test('text is sent compressed to a client that accepts it', async () => {
    const response = await fetch(origin + HASHED_SCRIPT, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    assert.equal(await response.text(), SCRIPT_BODY, 'fetch decodes it back to the file');
  });

  test("a client route gets the shell's page written for its path, revalidated by what it became", async () => {
    const page = await fetch(`${origin}/assignments/7`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(await page.text(), /<p>\/assignments\/7<\/p>/);
    const etag = page.headers.get('etag') ?? '';
    assert.equal(await revalidate(`${origin}/assignments/7`, etag), 304);
    assert.equal(await revalidate(`${origin}/assignments/8`, etag), 200, 'another path, another page');
    assert.match(await (await fetch(`${origin}/index.html`)).text(), /<p>\/index.html<\/p>/, 'the page file is never sent unwritten');
    assert.match(await (await fetch(`${origin}/`)).text(), /<p>\/<\/p>/, 'the home page');
    assert.match(await (await fetch(`${origin}/static/`)).text(), /<p>\/static\/<\/p>/, 'a folder is a client route');
  });

  test('answers its health check without the page', async () => {
    const response = await fetch(`${origin}${HEALTH_PATH}`);
    assert.equal(response.status, 200);
    assert.equal(await response.text(), 'ok');
    assert.equal(response.headers.get('cache-control'), 'no-store');
  });

  test('a missing file is a 404, not the page', async () => {
    const response = await fetch(`${origin}/static/js/missing.js`);
    assert.equal(response.status, 404);
  });
});

describe('what a hostile or broken client gets', () => {
  test('a request target that is not a path or URL is a 400, on the shell and on a remote', async () => {
    for (const options of [{ spa: true }, { cors: true }]) {
      const { port } = await serve(options);
      for (const target of ['//[', 'http://[/', '//evil.example/x', '/%E0%A4%A', '/%00', '*']) {
        const status = await rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        assert.match(status, /^HTTP\/1\.1 400 /, `${target}: ${status}`);
      }
      const fine = await rawRequest(port, `GET http://localhost/mf-registry.json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      assert.match(fine, /^HTTP\/1\.1 200 /, 'a whole URL, as a proxy sends it');
    }
  });

  test('a client that sends its request head too slowly is disconnected', async () => {
    const { port } = await serve({ spa: true, limits: { headersMs: 500 } });
    const sockets = await Promise.all(Array.from({ length: 50 }, () => opened(port)));
    // Each sends a byte of its head every 100 ms and would never finish.
    const drip = setInterval(() => sockets.forEach((socket) => socket.writable && socket.write('X')), 100);
    for (const socket of sockets) socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    try {
      const waited = await Promise.all(sockets.map((socket) => closedBy(socket, 5_000)));
      assert.ok(Math.max(...waited) < 5_000);
    } finally {
      clearInterval(drip);
    }
  });

  test('past the connection cap a new connection is closed at once, and served again when one leaves', async () => {
    const { port, origin } = await serve({ spa: true, limits: { maxConnections: 5 } });
    const held = await Promise.all(Array.from({ length: 5 }, () => opened(port)));
    // Node accepts, then closes, a connection past the cap.
    await closedBy(await opened(port), 2_000);
    held.forEach((socket) => socket.destroy());
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal((await fetch(`${origin}/mf-registry.json`)).status, 200);
  });
});
