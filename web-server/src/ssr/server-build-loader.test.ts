// A remote's server build is run only from a trusted origin and only with the bytes the registry
// recorded, and it runs with the shell's shared modules and its own public path.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { loadServerBuild } from './server-build-loader.js';

const BUILD = `
const React = require('react');
module.exports = { default: { routes: [], drawnWith: React.name, picture: __studyhub_public_path__ + 'static/a.svg' } };
`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const SHARED = { react: { name: 'the shell React' } };

let server: Server;
let origin: string;

before(async () => {
  server = createServer((request, response) => {
    if (request.url === '/releases/2.0.0/server/routes.cjs') return void response.end(BUILD);
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

const manifest = () => `${origin}/releases/2.0.0/mf-manifest.json`;
const options = () => ({ trustedOrigins: [origin], shared: SHARED, timeoutMs: 2_000 });

describe('loadServerBuild', () => {
  test('runs the recorded build with the shell modules and the folder it came from as public path', async () => {
    const exports = (await loadServerBuild(manifest(), { file: 'server/routes.cjs', sha256: sha256(BUILD) }, options())) as {
      default: { drawnWith: string; picture: string };
    };
    assert.equal(exports.default.drawnWith, 'the shell React');
    assert.equal(exports.default.picture, `${origin}/releases/2.0.0/static/a.svg`);
  });

  test('refuses bytes other than the recorded ones', async () => {
    await assert.rejects(
      loadServerBuild(manifest(), { file: 'server/routes.cjs', sha256: sha256(`${BUILD} `) }, options()),
      /is not the build the registry recorded/,
    );
  });

  test('refuses an origin the server does not trust, whatever the registry says', async () => {
    await assert.rejects(
      loadServerBuild(
        manifest(),
        { file: 'server/routes.cjs', sha256: sha256(BUILD) },
        { ...options(), trustedOrigins: ['http://127.0.0.1:1'] },
      ),
      /is not on a trusted origin/,
    );
    // A file path that climbs to another origin is judged by where it leads.
    await assert.rejects(
      loadServerBuild(manifest(), { file: '//evil.example/routes.cjs', sha256: sha256(BUILD) }, options()),
      /evil\.example\/routes\.cjs is not on a trusted origin/,
    );
  });

  test('a missing build, or one needing a module the shell does not share, fails with the reason', async () => {
    await assert.rejects(loadServerBuild(manifest(), { file: 'server/none.cjs', sha256: sha256(BUILD) }, options()), /answered 404/);
    await assert.rejects(
      loadServerBuild(manifest(), { file: 'server/routes.cjs', sha256: sha256(BUILD) }, { ...options(), shared: {} }),
      /requires react, which the shell does not share/,
    );
  });
});
