// `npm run dev -- mf-grading` as a developer meets it: the grading remote in `rsbuild dev`, the rest
// of the app from its builds, the registry pointing the shell at the dev server, a rebuild after an
// edit, and Ctrl-C stopping every process. A node:test file (`npm test` runs it last, after the
// build that makes the contracts' dist and the API's).
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { DEFAULT_EMULATOR_HOST } from '@studyhub/auth-emulator';
import { API_PATHS, ROUTES } from '@studyhub/contracts';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.js';
import { answers, launchStart } from './lib/start-process.js';
import { loadApi } from './lib/api-build.js';
import { readWebConfig } from '@studyhub/mf-config/web-config';

const config = readWebConfig();
const SHELL = config.shellOrigin;
const API = `http://${config.WEB_HOST}:${config.API_PORT}`;
const grading = config.apps.find((app) => app.name === 'mf_grading')!;
// The text a remote shows when opened on its own, outside the shell: seen by nobody using the app.
const EDITED = 'mf-grading/src/bootstrap.tsx';
const TEXT = 'This is the Grading remote of StudyHub.';
let dataDir: string;

before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'studyhub-dev-'));
});
after(async () => rm(dataDir, { recursive: true, force: true }));

/** Replaces `from` by `to` in the edited file, leaving anything else in it as it is. */
async function replaceInSource(from: string, to: string) {
  const source = await readFile(EDITED, 'utf8');
  assert.ok(source.includes(from), `${EDITED} no longer contains "${from}"`);
  await writeFile(EDITED, source.replace(from, to));
}

/** The JavaScript files the dev server serves now, from its asset list (`/rsbuild-dev-server`). */
async function servedScripts(origin: string) {
  const listing = await (await fetch(`${origin}/rsbuild-dev-server`)).text();
  const paths = [...listing.matchAll(/href="([^"]+\.js)"/g)].map(([, path]) => path);
  return Promise.all(paths.map(async (path) => (await fetch(new URL(path, `${origin}/`))).text()));
}

/**
 * A demo user signs in and opens the grading screen in Chromium: the production shell renders the
 * remote from its dev server. Resolves to the URLs the page loaded from `origin`.
 */
async function openGradingScreen(origin: string) {
  // The demo accounts as `npm start` seeded them, from the API's build.
  const { DEMO_USERS } = await loadApi();
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${SHELL}${ROUTES.login}`);
    await page.getByLabel('Email').fill(DEMO_USERS[0].email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_USERS[0].password);
    await page.getByRole('button', { name: /^(log ?in|sign in)$/i }).click();
    await page
      .getByRole('button', { name: /logout/i })
      .first()
      .waitFor();
    await page.goto(`${SHELL}${ROUTES.pendingAssignments}`);
    await page.getByRole('heading', { level: 1, name: 'Pending Assignments' }).waitFor();
    assert.deepEqual(errors, []);
    return await page.evaluate(
      (from) =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.startsWith(from)),
      origin,
    );
  } finally {
    await browser.close();
  }
}

async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test(
  'npm run dev -- mf-grading: the remote in rsbuild dev, rebuilt after an edit; Ctrl-C stops everything',
  { timeout: 600_000 },
  async () => {
    const dev = launchStart({ STUDYHUB_DATA_DIR: dataDir }, ['tools/src/dev.ts', 'mf-grading']);
    try {
      await dev.waitFor('StudyHub is running', 300_000);
      assert.match(dev.output(), /Hot reload:\s+mf-grading http:\/\/\S+/);

      // The registry the shell reads points mf_grading at its dev server, with no routes from a
      // build: the shell reads the ones the dev server publishes beside the manifest, as here.
      const registry = (await (await fetch(`${SHELL}/mf-registry.json`)).json()) as {
        remotes: Record<string, { manifest: string; version: string; routes?: unknown }>;
      };
      const entry = registry.remotes.mf_grading;
      assert.equal(new URL(entry.manifest).port, String(grading.port));
      assert.equal(entry.version, 'dev');
      assert.equal(entry.routes, undefined);
      assert.ok(registry.remotes.mf_assignments.routes, 'the remotes served from their builds keep their published routes');

      const manifest = await fetch(entry.manifest, { headers: { Origin: SHELL } });
      assert.equal(manifest.status, 200);
      assert.equal(manifest.headers.get('access-control-allow-origin'), '*', 'the shell fetches the manifest cross-origin');
      assert.equal(((await manifest.json()) as { name: string }).name, 'mf_grading');
      const routesFile = await fetch(new URL('mf-routes.json', entry.manifest), { headers: { Origin: SHELL } });
      assert.equal(routesFile.headers.get('access-control-allow-origin'), '*');
      const paths = ((await routesFile.json()) as { routes: { path: string }[] }).routes.map((route) => route.path);
      // The notifications page's path is grading's own (mf-grading/src/notifications/notifications.paths.ts).
      const gradingScreens = [
        ROUTES.pendingAssignments,
        ROUTES.myGroup,
        ROUTES.submissionHistory(),
        ROUTES.progress,
        '/auth/notifications',
      ];
      assert.deepEqual(paths.sort(), gradingScreens.sort());
      const origin = new URL(entry.manifest).origin;
      const loaded = await openGradingScreen(origin);
      assert.ok(
        loaded.some((url) => url.includes('__federation_expose_routes')),
        `the screen did not come from ${origin}: ${loaded.join(', ')}`,
      );

      // An edit is rebuilt by the dev server: its served scripts carry the new text.
      const marker = `Edited by the dev test ${Date.now()}.`;
      await replaceInSource(TEXT, `${TEXT} ${marker}`);
      try {
        await eventually(
          async () => (await servedScripts(origin)).some((body) => body.includes(marker)),
          60_000,
          'the edit was not rebuilt',
        );
      } finally {
        await replaceInSource(`${TEXT} ${marker}`, TEXT);
      }
      await eventually(
        async () => !(await servedScripts(origin)).some((body) => body.includes(marker)),
        60_000,
        'the undo was not rebuilt',
      );
    } finally {
      dev.child.kill('SIGINT');
    }
    assert.equal(await dev.exited, 0);
    const stopped = [
      SHELL,
      `${API}${API_PATHS.health}`,
      `http://${DEFAULT_EMULATOR_HOST}/`,
      `http://127.0.0.1:${grading.port}/mf-manifest.json`,
    ];
    for (const url of stopped) {
      assert.equal(await answers(url), false, `${url} still answers after Ctrl-C`);
    }
  },
);
