// The shell server's preload hints: a page's HTML names the manifest, remote entry and routes
// module of exactly the remotes its path needs, with URLs made absolute against the manifest's
// folder (a release serves a remote from a versioned path); a remote whose manifest cannot be read
// costs its pages the hints, nothing else.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, test } from 'node:test';
import type { Registry } from '@studyhub/mf-config';
import { createRoutePreload, remotesForPath } from './route-preload.js';

const HTML = '<head><!--route-preload--></head>';
const manifest = (name: string) => ({
  metaData: { name, remoteEntry: { name: `static/js/${name}.1a2b.js`, path: '', type: 'global' }, publicPath: 'auto' },
  exposes: [
    {
      path: './routes',
      assets: { js: { sync: ['static/js/async/__federation_expose_routes.3c4d.js'], async: ['static/js/async/page.5e6f.js'] } },
    },
  ],
});

let server: Server;
let origin: string;
let failing = false;

before(async () => {
  server = createServer((request, response) => {
    const match = /^\/(\w+)\/v1\/mf-manifest\.json$/.exec(request.url ?? '');
    if (!match || failing) return response.writeHead(failing ? 500 : 404).end();
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(manifest(match[1])));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no TCP address.');
  origin = `http://127.0.0.1:${address.port}`;
});
after(() => new Promise((resolve) => server.close(resolve)));

const registry = (): Registry => ({
  remotes: {
    mf_marketing: {
      manifest: `${origin}/mf_marketing/v1/mf-manifest.json`,
      version: '1',
      routes: { version: 1, routes: [{ path: '/' }, { path: '/contact' }] },
    },
    mf_assignments: {
      manifest: `${origin}/mf_assignments/v1/mf-manifest.json`,
      version: '1',
      routes: { version: 1, homeIndex: true, routes: [{ path: '/assignments' }, { path: '/assignments/:id' }] },
    },
    mf_grading: { manifest: `${origin}/mf_grading/v1/mf-manifest.json`, version: '1' },
  },
});

test('a path needs the remote whose screens include it; the home page also the one filling its list', () => {
  assert.deepEqual(remotesForPath('/assignments/6f1c-42', registry()), ['mf_assignments']);
  assert.deepEqual(remotesForPath('/assignments/', registry()), ['mf_assignments']);
  assert.deepEqual(remotesForPath('/', registry()), ['mf_marketing', 'mf_assignments']);
  assert.deepEqual(remotesForPath('/assignments/6f1c/submit', registry()), []);
  assert.deepEqual(remotesForPath('/nowhere', registry()), []);
});

test("the page's HTML preloads each needed remote's manifest, entry and routes module, and nothing of the others", async () => {
  const html = await createRoutePreload(registry())('/assignments/6f1c-42', HTML);
  const base = `${origin}/mf_assignments/v1`;
  assert.ok(html.includes(`<link rel="preload" href="${base}/mf-manifest.json" as="fetch" crossorigin="anonymous" />`), html);
  assert.ok(html.includes(`<link rel="preload" href="${base}/static/js/mf_assignments.1a2b.js" as="script" />`), html);
  assert.ok(html.includes(`<link rel="preload" href="${base}/static/js/async/__federation_expose_routes.3c4d.js" as="script" />`), html);
  assert.ok(!html.includes('page.5e6f.js'), 'a lazy screen chunk is not preloaded');
  assert.ok(!html.includes('mf_marketing') && !html.includes('mf_grading'), html);
  assert.ok(!html.includes('<!--route-preload-->'));
});

test('a path no remote serves, or a manifest that cannot be read, leaves the page without hints', async () => {
  assert.equal(await createRoutePreload(registry())('/nowhere', HTML), '<head></head>');
  failing = true;
  const transform = createRoutePreload(registry());
  assert.equal(await transform('/assignments', HTML), '<head></head>');
  failing = false;
  assert.match(await transform('/assignments', HTML), /mf_assignments\.1a2b\.js/, 'the manifest is read again once it answers');
});
