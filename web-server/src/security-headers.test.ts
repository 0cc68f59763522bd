// The web servers' answers as a browser meets them: security headers on everything, a policy
// derived from the build settings and the registry (no port written down twice), CORS on a
// remote's files but never on HTML, and 400 (not 500) for a path that cannot be decoded.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './security-headers.js';
import { readWebConfig, type WebConfig } from '@studyhub/mf-config/web-config';
import { closeTestServers, serveForTest } from './serve-for-test.js';

const SHELL_ORIGIN = readWebConfig({}).shellOrigin;
const THEME_SCRIPT = "document.documentElement.dataset.theme = 'light';";
const SHELL_HTML = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script defer src="/static/js/index.1234abcd.js"></script></head><body><div id="root"></div></body></html>`;
const registry = (config: WebConfig) => ({
  remotes: Object.fromEntries(
    config.apps
      .slice(1)
      .map((app) => [app.label, { manifest: `http://${config.WEB_HOST}:${app.port}/mf-manifest.json`, version: 'local' }]),
  ),
});

/** The policy as a map of directive -> sources. */
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

let root: string;

/** Serves a fixture dist folder the way web-servers.ts serves the shell or a remote; resolves to its origin. */
async function serve(kind: 'shell' | 'remote') {
  const config = readWebConfig({});
  const headers = securityHeaders({ config, registry: registry(config), shellHtml: SHELL_HTML });
  const options =
    kind === 'shell' ? { spa: true, transformHtml: async (_page: unknown, html: string) => ({ html, status: 200 }) } : { cors: true };
  return (await serveForTest({ root: join(root, kind), headers, ...options })).origin;
}

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'studyhub-headers-'));
  const files = {
    'secret.json': '{"outside": true}',
    'shell/index.html': SHELL_HTML,
    'shell/static/js/index.1234abcd.js': 'console.info(1);',
    'shell/mf-registry.json': '{}',
    'remote/index.html': '<!doctype html><title>remote</title>',
    'remote/mf-manifest.json': '{}',
    'remote/first-paint.json': '{}',
    'remote/static/js/mf_remote.1234abcd.js': 'console.info(2);',
    'remote/static/css/async/123.abcdef12.css': 'p{}',
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
});
after(async () => {
  await closeTestServers();
  await rm(root, { recursive: true, force: true });
});

function assertSecurityHeaders(response: Response, what: string) {
  const csp = directives(response.headers.get('content-security-policy') ?? '');
  assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], `${what}: frame-ancestors`);
  assert.equal(response.headers.get('x-frame-options'), 'DENY', `${what}: X-Frame-Options`);
  assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', `${what}: Referrer-Policy`);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff', `${what}: nosniff`);
}

describe('the shell server', () => {
  let origin: string;
  before(async () => (origin = await serve('shell')));

  test('sends the policy and the anti-framing headers with its HTML, on every client route, and with its files', async () => {
    for (const path of ['/', '/assignments', '/assignments/123', '/static/js/index.1234abcd.js', '/mf-registry.json', '/missing.js']) {
      const response = await fetch(origin + path);
      assertSecurityHeaders(response, path);
      assert.equal(response.headers.get('access-control-allow-origin'), null, `${path} is readable by any site`);
    }
  });

  test('a path that cannot be decoded is a bad request, not a server error', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/assignments/%ZZ', '/%00', '/static/%00.js']) {
      const response = await fetch(origin + path);
      assert.equal(response.status, 400, path);
      assertSecurityHeaders(response, path);
    }
  });

  test('nothing outside the dist folder is served, however the path is spelled', async () => {
    for (const path of [
      '/..%2fsecret.json',
      '/%2e%2e/secret.json',
      '/static/..%2f..%2f..%2fsecret.json',
      '/..%2fremote/mf-manifest.json',
    ]) {
      const response = await fetch(origin + path);
      assert.equal(response.status, 404, `${path} answered ${response.status}`);
    }
  });

  test('only GET and HEAD are answered', async () => {
    const response = await fetch(`${origin}/`, { method: 'POST', body: 'x' });
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'GET, HEAD');
  });
});

describe('a remote server', () => {
  let origin: string;
  before(async () => (origin = await serve('remote')));

  test('lets the shell fetch its manifest, entry, chunks and first-paint file from another origin', async () => {
    for (const path of [
      '/mf-manifest.json',
      '/first-paint.json',
      '/static/js/mf_remote.1234abcd.js',
      '/static/css/async/123.abcdef12.css',
    ]) {
      const response = await fetch(origin + path, { headers: { Origin: SHELL_ORIGIN } });
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('access-control-allow-origin'), '*', path);
      assertSecurityHeaders(response, path);
    }
  });

  test('keeps its HTML same-origin', async () => {
    for (const path of ['/', '/index.html']) {
      const response = await fetch(origin + path, { headers: { Origin: SHELL_ORIGIN } });
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('access-control-allow-origin'), null, path);
      assertSecurityHeaders(response, path);
    }
  });

  test('a path that cannot be decoded is a bad request', async () => {
    assert.equal((await fetch(`${origin}/%E0%A4%A`)).status, 400);
  });
});

describe('the Content-Security-Policy', () => {
  test('allows the remotes, the API and the Auth emulator of the build settings, whatever their ports', () => {
    const config = readWebConfig({
      SHELL_PORT: '5000',
      MF_MARKETING_PORT: '5001',
      MF_ASSIGNMENTS_PORT: '5002',
      MF_GRADING_PORT: '5003',
      MF_ACCOUNT_PORT: '5004',
      MF_GROUPS_PORT: '5005',
      API_PORT: '5100',
      PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199',
    });
    const csp = directives(securityHeaders({ config, registry: registry(config), shellHtml: SHELL_HTML })['Content-Security-Policy']);
    const remotes = ['5001', '5002', '5003', '5004', '5005'].map((port) => `http://localhost:${port}`);
    for (const origin of remotes) {
      assert.ok(csp.get('script-src')?.includes(origin), `script-src lacks ${origin}`);
      assert.ok(csp.get('connect-src')?.includes(origin), `connect-src lacks ${origin} (manifest fetch)`);
      assert.ok(csp.get('style-src')?.includes(origin), `style-src lacks ${origin} (CSS chunks)`);
    }
    assert.ok(csp.get('connect-src')?.includes('http://localhost:5100'), 'the API');
    assert.ok(csp.get('connect-src')?.includes('http://127.0.0.1:9199'), 'the Auth emulator');
    assert.ok(csp.get('img-src')?.includes('http://localhost:5000'), "the shell's demo thumbnails");
    assert.ok(csp.get('img-src')?.includes('https:'), 'thumbnails from any https site');
    assert.equal(
      [...csp.values()].flat().some((source) => /:(300\d|4000|9099)$/.test(source)),
      false,
      'a default port is hard-coded',
    );
  });

  test('runs no script it was not given: no inline code but the hashed one, no eval', () => {
    const config = readWebConfig({});
    const csp = directives(securityHeaders({ config, registry: registry(config), shellHtml: SHELL_HTML })['Content-Security-Policy']);
    const expected = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
    assert.ok(csp.get('script-src')?.includes(expected), 'the theme script is not allowed');
    assert.equal(csp.get('script-src')?.includes("'unsafe-inline'"), false);
    assert.equal([...csp.values()].flat().includes("'unsafe-eval'"), false);
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.deepEqual(
      inlineScriptHashes(SHELL_HTML.replace("'light'", "'dark'")).includes(expected),
      false,
      'an edited script keeps its old hash',
    );
  });

  test('for a real Firebase project, allows Google sign-in and no emulator', () => {
    const config = readWebConfig({
      PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '',
      PUBLIC_FIREBASE_PROJECT_ID: 'studyhub-prod',
      PUBLIC_API_URL: 'https://api.studyhub.example/',
    });
    const csp = directives(contentSecurityPolicy({ config, remoteOrigins: ['https://cdn.studyhub.example'] }));
    assert.ok(csp.get('connect-src')?.includes('https://identitytoolkit.googleapis.com'));
    assert.ok(csp.get('connect-src')?.includes('https://securetoken.googleapis.com'));
    assert.ok(csp.get('connect-src')?.includes('https://api.studyhub.example'));
    assert.ok(csp.get('script-src')?.includes('https://apis.google.com'), 'the Google popup loads gapi');
    assert.deepEqual(csp.get('frame-src'), ['https://studyhub-prod.firebaseapp.com']);
    assert.equal(
      [...csp.values()].flat().some((source) => source.includes('9099')),
      false,
      'the emulator is allowed in production',
    );
  });
});
