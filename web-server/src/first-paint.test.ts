// The shell server's first paint: a remote's first-paint.json drawn into the HTML for its path,
// with URLs made absolute and values escaped; a remote without one, or one that fails, costs
// nothing but the early picture.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, test } from 'node:test';
import { createFirstPaint } from './first-paint.js';

const HTML = '<div id="root"><!--first-paint--><div id="boot" role="status">Loading, please wait...</div></div>';
const FILE = {
  version: 1,
  paths: {
    '/': {
      box: { height: '70vh', minHeight: '30rem' },
      picture: {
        src: 'static/image/hero-1600.abc123.webp',
        srcset: 'static/image/hero-800.def456.webp 800w, static/image/hero-1600.abc123.webp 1600w',
        sizes: 'max(100vw, 124.5vh)',
        width: 1600,
        height: 900,
        position: '72% "center"',
      },
    },
  },
};

let server: Server;
let origin: string;
let failNext = 0;

before(async () => {
  server = createServer((request, response) => {
    if (request.url === '/marketing/v2/first-paint.json') {
      if (failNext > 0) {
        failNext -= 1;
        response.writeHead(500).end();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(FILE));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no TCP address.');
  origin = `http://127.0.0.1:${address.port}`;
});
after(() => new Promise((resolve) => server.close(resolve)));

const registry = () => ({
  remotes: {
    mf_marketing: { manifest: `${origin}/marketing/v2/mf-manifest.json`, version: '2' },
    mf_grading: { manifest: `${origin}/grading/mf-manifest.json`, version: '1' },
  },
});

test('draws the picture for its path, with absolute URLs beside the remote manifest', async () => {
  const html = await createFirstPaint(registry())('/', HTML);
  assert.ok(!html.includes('<!--first-paint-->'));
  assert.match(html, /<div id="first-paint" aria-hidden="true" style="height:70vh;min-height:30rem"><img /);
  assert.ok(html.includes(`src="${origin}/marketing/v2/static/image/hero-1600.abc123.webp"`));
  assert.ok(
    html.includes(
      `srcset="${origin}/marketing/v2/static/image/hero-800.def456.webp 800w, ${origin}/marketing/v2/static/image/hero-1600.abc123.webp 1600w"`,
    ),
  );
  assert.ok(html.includes('width="1600" height="900" alt="" fetchpriority="high"'));
  assert.ok(html.includes('style="object-position:72% &quot;center&quot;"'), 'attribute values are escaped');
  assert.ok(html.includes('<div id="boot" role="status">'), 'the loading message stays');
});

test('other paths keep the plain loading screen', async () => {
  assert.equal(await createFirstPaint(registry())('/terms', HTML), HTML);
});

test('a remote that fails loses only the early picture, and is asked again next time', async () => {
  const firstPaint = createFirstPaint(registry());
  failNext = 1;
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    assert.equal(await firstPaint('/', HTML), HTML);
  } finally {
    console.warn = warn;
  }
  assert.match(await firstPaint('/', HTML), /id="first-paint"/);
});
