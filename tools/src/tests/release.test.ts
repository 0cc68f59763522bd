// The release checks on small hand-made builds (what a refused release looks like), the rollback
// target rule, and how a remote's server serves releases and the registry (cache headers, ETag).
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { listeningPort } from '../lib/ports.js';
import { checkRelease, type ReleaseCheck } from '../lib/release-checks.js';
import { pointAt, previousLiveVersion } from '../lib/release-point.js';
import { publishRegistry, releasesMount, type Registry } from '@studyhub/web-server/release-registry';
import { Refusal, findRemote, readJson, readLive, setLive, versionDir, type LiveAction } from '@studyhub/web-server/release-store';
import { revalidate } from '@studyhub/web-server/serve-for-test';
import { createStaticServer } from '@studyhub/web-server/static-server';
import { readWebConfig, type WebConfig } from '@studyhub/mf-config/web-config';

/** A build's files by path: text as it is, anything else written as JSON. */
type Files = Record<string, unknown>;

let root: string;
let config: WebConfig;
let apiServer: Server;
// The request body's properties, as a record: a test adds one to a copy of the call.
const markProperties: Record<string, { type: string }> = { obtainedMarks: { type: 'integer' } };
/** The contract the fixture's live API serves: one call, as a build of mf-grading records it. */
const markCall = {
  method: 'PUT',
  path: '/api/submissions/:id/mark',
  request: { body: { type: 'object', properties: markProperties, required: ['obtainedMarks'], additionalProperties: false } },
  responses: { 200: { type: 'object', properties: { _id: { type: 'string' } }, required: ['_id'] } },
};
let liveContract: { version: number; calls?: Record<string, unknown> } = { version: 1, calls: { markSubmission: markCall } };
const grading = findRemote('mf-grading');

/** Where `npm start` serves a remote's own build, from the apps table. */
function originOf(folder: string) {
  const app = config.apps.find((candidate) => candidate.folder === folder);
  assert.ok(app, `no web app ${folder}`);
  return `http://${config.WEB_HOST}:${app.port}`;
}
const asset = (file: string) => ({ js: { sync: [file], async: [] }, css: { sync: [], async: [] } });
const shared = (name: string, version: string, requiredVersion: string, file: string) => ({
  name,
  version,
  singleton: true,
  requiredVersion,
  assets: asset(file),
});

/** What a test changes in the fixture's build. */
interface BuildChanges {
  /** Replaces these fields of the manifest. */
  manifest?: Record<string, unknown>;
  routes?: unknown;
  /** Files left out. */
  omit?: string[];
}

/** A build as the federation plugin writes it, with `change` applied to its manifest and routes. */
function build(
  name: string,
  { manifest = {}, routes = { version: 1, routes: [{ path: '/auth/pending-assignments' }] }, omit = [] }: BuildChanges = {},
): Files {
  const files: Files = {
    'static/js/entry.js': '',
    'static/js/react.js': '',
    'static/js/routes.js': '',
    'mf-manifest.json': {
      name,
      metaData: { publicPath: 'auto', remoteEntry: { name: 'static/js/entry.js', path: '' } },
      shared: [shared('react', '19.3.1', '^19.3.1', 'static/js/react.js')],
      exposes: [{ path: './routes', assets: asset('static/js/routes.js') }],
      ...manifest,
    },
    'mf-routes.json': routes,
    'mf-api-calls.json': { version: 1, calls: { markSubmission: markCall } },
  };
  return Object.fromEntries(Object.entries(files).filter(([file]) => !omit.includes(file)));
}

async function writeBuild(dir: string, files: Files): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  for (const [file, content] of Object.entries(files)) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
}

/** Checks `files` as a release of mf-grading against the live builds of the fixture. */
async function check(files: Files): Promise<ReleaseCheck> {
  await writeBuild(join(root, 'candidate'), files);
  return checkRelease({ dir: join(root, 'candidate'), remote: grading, config, live: await readLive() });
}

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'studyhub-release-'));
  process.env.STUDYHUB_RELEASES_DIR = join(root, 'releases');
  apiServer = createServer((request, response) => {
    if (request.url !== '/api/contract.json') return response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(liveContract));
  });
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
  const base = readWebConfig({});
  config = {
    ...base,
    apiUrl: `http://127.0.0.1:${listeningPort(apiServer)}`,
    apps: base.apps.map((app) => ({ ...app, dir: join(root, app.label) })),
  };
  await writeBuild(join(root, 'shell'), { 'mf-manifest.json': { shared: [shared('react', '19.3.1', '^19.3.1', 'a.js')] } });
  for (const app of config.apps.slice(1)) {
    const forms = app.label === 'mf-account' ? [shared('@studyhub/forms', '0.0.0', '^0.0.0', 'f.js')] : [];
    await writeBuild(app.dir, { 'mf-manifest.json': { shared: forms }, 'mf-routes.json': { version: 1, routes: [] } });
  }
});
after(async () => {
  apiServer.close();
  await rm(root, { recursive: true, force: true });
});

describe('release checks', () => {
  test('a sound build passes, and says which screens it adds', async () => {
    const { problems, notes } = await check(build('mf_grading'));
    assert.deepEqual(problems, []);
    assert.deepEqual(notes, ['adds the screen /auth/pending-assignments']);
  });

  test('a missing or invalid manifest or routes file is refused', async () => {
    assert.deepEqual((await check(build('mf_grading', { omit: ['mf-routes.json'] }))).problems, ['mf-routes.json is missing']);
    assert.deepEqual((await check(build('mf_grading', { omit: ['mf-manifest.json'] }))).problems, ['mf-manifest.json is missing']);
    const [invalid] = (await check(build('mf_grading', { routes: { version: 1, routes: [{ path: 'no-slash' }] } }))).problems;
    assert.match(invalid, /^mf-routes\.json is invalid \(routes\.0\.path: /);
  });

  test('a manifest of another remote, with a fixed public path, or with files missing is refused', async () => {
    const { problems } = await check({
      ...build('mf_account', { manifest: { metaData: { publicPath: '/grading/', remoteEntry: { name: 'static/js/gone.js', path: '' } } } }),
    });
    assert.deepEqual(problems, [
      'mf-manifest.json is for "mf_account", not mf_grading',
      `mf-manifest.json has publicPath "/grading/": only 'auto' works from a versioned folder`,
      'files listed in mf-manifest.json are missing: static/js/gone.js',
    ]);
  });

  test('a singleton the live shell cannot satisfy is refused', async () => {
    const files = build('mf_grading', { manifest: { shared: [shared('react', '20.0.0', '^20.0.0', 'static/js/react.js')] } });
    assert.deepEqual((await check(files)).problems, [
      'it requires react ^20.0.0, but the live shell provides 19.3.1: release a shell built with react 20.0.0 first',
    ]);
  });

  test('navigation entries (routes file version 2) need a live shell that reads them', async () => {
    const withNav = build('mf_grading', {
      routes: {
        version: 2,
        routes: [{ path: '/auth/pending-assignments' }],
        nav: { main: [{ label: 'Pending', to: '/auth/pending-assignments', order: 20 }] },
      },
    });
    // The fixture's shell was built before mf-shell.json existed: it reads version 1 only.
    assert.deepEqual((await check(withNav)).problems, [
      'its routes file is version 2, but the live shell reads only version 1: release a shell built from this workspace first',
    ]);
    await writeFile(join(root, 'shell', 'mf-shell.json'), JSON.stringify({ routesFileVersions: [1, 2] }));
    try {
      assert.deepEqual((await check(withNav)).problems, []);
    } finally {
      await rm(join(root, 'shell', 'mf-shell.json'));
    }
    const navInVersion1 = build('mf_grading', { routes: { version: 1, routes: [], nav: { main: [] } } });
    assert.match((await check(navInVersion1)).problems[0], /^mf-routes\.json is invalid \(nav: needs version 2\)/);
  });

  test('a singleton the shell does not provide must agree with the live remotes that do', async () => {
    const needs = (range: string) =>
      build('mf_grading', { manifest: { shared: [shared('@studyhub/forms', '1.0.0', range, 'static/js/react.js')] } });
    assert.deepEqual((await check(needs('^1.0.0'))).problems, ['it requires @studyhub/forms ^1.0.0, but mf_account local provides 0.0.0']);
    assert.deepEqual((await check(needs('*'))).problems, ['it provides @studyhub/forms 1.0.0, but mf_account local requires ^0.0.0']);
  });
});

describe('release checks against the live API', () => {
  const calling = (calls: Record<string, unknown>) => ({ ...build('mf_grading'), 'mf-api-calls.json': { version: 1, calls } });

  test('a call the live API does not serve, or no longer takes in that shape, is refused', async () => {
    const statistics = { method: 'GET', path: '/api/statistics', request: {}, responses: { 200: { type: 'object' } } };
    assert.deepEqual((await check(calling({ markSubmission: markCall, statistics }))).problems, [
      'it calls statistics (GET /api/statistics), which the live API does not serve',
    ]);
    const withRubric = structuredClone(markCall);
    withRubric.request.body.properties.rubric = { type: 'string' };
    assert.deepEqual((await check(calling({ markSubmission: withRubric }))).problems, [
      'markSubmission changed incompatibly: request body.rubric: not accepted',
    ]);
  });

  test('a build without its calls file, or an API that cannot be read, is refused', async () => {
    const { 'mf-api-calls.json': _omitted, ...files } = build('mf_grading');
    assert.deepEqual((await check(files)).problems, ['mf-api-calls.json is missing']);
    const saved = liveContract;
    liveContract = { version: 2 };
    try {
      const [problem] = (await check(build('mf_grading'))).problems;
      assert.match(problem, /^the live API's contract at http:\/\/127\.0\.0\.1:\d+\/api\/contract\.json is invalid/);
    } finally {
      liveContract = saved;
    }
  });
});

describe('the rollback target', () => {
  const entry = (live: string, ...history: [version: string, action: LiveAction, from?: string][]) => ({
    live,
    history: history.map(([version, action, from]) => ({ version, action, from })),
  });

  test('is the version live before, skipping any that was rolled back from', () => {
    assert.equal(previousLiveVersion(entry('2', ['1', 'release', 'local'], ['2', 'release', '1'])), '1');
    assert.equal(previousLiveVersion(entry('1', ['1', 'release', 'local'], ['2', 'release', '1'], ['1', 'rollback', '2'])), 'local');
    assert.equal(previousLiveVersion(entry('3', ['1', 'release'], ['2', 'release'], ['1', 'rollback', '2'], ['3', 'go-live', '1'])), '1');
  });

  test('is nothing when the remote runs its own build and never ran another', () => {
    assert.equal(previousLiveVersion(undefined), null);
  });
});

describe('a rollback target that no longer fits the live shell', () => {
  test('is refused with the reason, and goes live with --force, saying what breaks', async () => {
    const files = build('mf_grading', { manifest: { shared: [shared('react', '20.0.0', '^20.0.0', 'static/js/react.js')] } });
    const record = { version: '0.9.0', releasedAt: '2026-01-01T00:00:00.000Z', checks: { fingerprint: 'against an older shell' } };
    await writeBuild(versionDir(grading, '0.9.0'), { ...files, 'release.json': record });
    const reason = 'it requires react ^20.0.0, but the live shell provides 19.3.1: release a shell built with react 20.0.0 first';

    await assert.rejects(pointAt({ config, remote: grading, version: '0.9.0', action: 'rollback' }), (error) => {
      assert.ok(error instanceof Refusal);
      assert.match(error.message, /^mf_grading 0\.9\.0 cannot go live:/);
      assert.ok(error.message.includes(reason));
      return true;
    });
    assert.equal((await readLive()).remotes.mf_grading?.live ?? 'local', 'local');

    const forced = await pointAt({ config, remote: grading, version: '0.9.0', action: 'rollback', force: true });
    assert.ok(!forced.unchanged, 'the forced rollback changed nothing');
    assert.deepEqual(forced.breaks, [reason]);
    assert.equal((await readLive()).remotes.mf_grading?.live, '0.9.0');
    await setLive(grading, 'local', 'rollback', { from: '0.9.0' });
    await rm(versionDir(grading, '0.9.0'), { recursive: true });
  });
});

describe('the registry npm start writes', () => {
  test('points a remote at its live release (releases/live.json) with its screens, the others at their builds', async () => {
    const routes = { version: 1, routes: [{ path: '/auth/grading-guide' }] };
    await writeBuild(join(root, 'releases/mf-grading/2.0.0'), { 'mf-manifest.json': {}, 'mf-routes.json': routes });
    await setLive(grading, '2.0.0', 'release', { from: 'local' });
    await publishRegistry(config);
    const registry = await readJson<Registry>(join(root, 'shell/mf-registry.json'));
    assert.deepEqual(registry.remotes.mf_grading, {
      manifest: `${originOf('mf-grading')}/releases/2.0.0/mf-manifest.json`,
      version: '2.0.0',
      routes,
    });
    assert.equal(registry.remotes.mf_account.manifest, `${originOf('mf-account')}/mf-manifest.json`);
    assert.equal(registry.remotes.mf_account.version, 'local');
  });

  test("falls back to the remote's own build when the live release's folder is gone", async () => {
    await rm(join(root, 'releases/mf-grading/2.0.0'), { recursive: true });
    await publishRegistry(config);
    const registry = await readJson<Registry>(join(root, 'shell/mf-registry.json'));
    assert.equal(registry.remotes.mf_grading.manifest, `${originOf('mf-grading')}/mf-manifest.json`);
    await setLive(grading, 'local', 'rollback', { from: '2.0.0' });
  });
});

describe("a remote's server", () => {
  let origin: string;
  let server: Awaited<ReturnType<typeof createStaticServer>>;
  before(async () => {
    await writeBuild(join(root, 'releases/mf-grading/1.0.0'), { 'mf-manifest.json': {}, 'static/js/entry.js': '' });
    await writeBuild(join(root, 'served'), { 'mf-registry.json': { remotes: {} } });
    server = await createStaticServer({ root: join(root, 'served'), cors: true, mounts: [releasesMount({ label: 'mf-grading' })] });
    await server.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${listeningPort(server.server)}`;
  });
  after(() => server.close());

  test('serves every file of a release folder, manifest included, as immutable and cross-origin', async () => {
    for (const path of ['/releases/1.0.0/mf-manifest.json', '/releases/1.0.0/static/js/entry.js']) {
      const response = await fetch(origin + path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', path);
      assert.equal(response.headers.get('access-control-allow-origin'), '*', path);
    }
    assert.equal((await fetch(`${origin}/releases/9.9.9/mf-manifest.json`)).status, 404);
    assert.equal((await fetch(`${origin}/releases/%2e%2e/%2e%2e/served/mf-registry.json`)).status, 404);
  });

  test('has the registry revalidated: 304 while unchanged, the new file once replaced', async () => {
    const first = await fetch(`${origin}/mf-registry.json`);
    const etag = first.headers.get('etag');
    assert.ok(etag, 'the registry has no ETag');
    assert.equal(first.headers.get('cache-control'), 'no-cache');
    assert.equal(await revalidate(`${origin}/mf-registry.json`, etag), 304);
    await writeFile(join(root, 'served/next.json'), '{"remotes":{"x":1}}');
    await rename(join(root, 'served/next.json'), join(root, 'served/mf-registry.json'));
    assert.equal(await revalidate(`${origin}/mf-registry.json`, etag), 200);
    const next = await fetch(`${origin}/mf-registry.json`);
    assert.deepEqual(await next.json(), { remotes: { x: 1 } });
  });
});
