import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROUTES } from '@studyhub/contracts';
import type { Page } from '@playwright/test';
import { expect, signInViaUi, test } from '../support/fixtures';
import { SHELL } from '../support/area-texts';
import { POINTERS, RELEASES, ROOT, command, hashBuilds, readPointers, restore } from '../support/release-commands';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the path the fixture build publishes, from the fixture
import { GUIDE_PATH } from '../fixtures/mf-grading/guide-path';

/**
 * Independent delivery (docs/operations.md): the grading team releases, previews, puts live and
 * rolls back its remote alone, with the commands an operator runs, while the app keeps running.
 * The releases are fixture builds of grading (e2e/fixtures/mf-grading), told apart by its knobs.
 */
const RUN = Date.now().toString(36);
const V = {
  one: `0.1.0-e2e.${RUN}.1`,
  two: `0.1.0-e2e.${RUN}.2`,
  three: `0.1.0-e2e.${RUN}.3`,
  bad: `0.1.0-e2e.${RUN}.bad`,
  lib: `0.1.0-e2e.${RUN}.lib`,
  api: `0.1.0-e2e.${RUN}.api`,
};
const INTRO = { one: 'Grading release one: marking made calmer.', two: 'Grading release two: marking made faster.' };
const FIXTURE = ['--config', 'e2e/fixtures/mf-grading/rsbuild.config.ts'];

/** Releases the fixture build of grading with `knobs` (e2e/fixtures/mf-grading/rsbuild.config.ts). */
async function release(version: string, knobs: Record<string, string>, ...flags: string[]) {
  const result = await command('release', ['mf-grading', '--version', version, ...FIXTURE, ...flags], knobs);
  expect(result.code, result.output).toBe(0);
}

const intro = (page: Page, text: string) => page.getByText(text, { exact: true });
const banner = (page: Page) => page.getByRole('complementary', { name: 'Preview' });

/**
 * Source files changed for one test and put back afterwards, even when it fails (the release builds
 * from the working tree, as an operator's does).
 */
class SourceEdits {
  private readonly originals = new Map<string, string>();

  /** Keeps the file as it is now, to be put back (a command is about to change it). */
  async keep(file: string) {
    const path = join(ROOT, file);
    const text = await readFile(path, 'utf8');
    if (!this.originals.has(path)) this.originals.set(path, text);
    return { path, text };
  }

  async edit(file: string, change: (text: string) => string) {
    const { path, text } = await this.keep(file);
    const next = change(text);
    expect(next, `the edit of ${file} found what it changes`).not.toBe(text);
    await writeFile(path, next);
  }

  async restore() {
    await Promise.all([...this.originals].map(([path, text]) => writeFile(path, text)));
  }
}

const nextMinor = (version: string) => version.replace(/^(\d+)\.(\d+)\.\d+$/, (_, major, minor) => `${major}.${Number(minor) + 1}.0`);

// Tagged @exclusive: it puts other versions of grading live, so npm run test:e2e runs it alone after
// the others (tools/src/e2e.ts). Beside another test it once took grading away mid-navigation: that
// test's Pending page showed "Grading is unavailable right now".
test.describe('independent delivery of one remote', { tag: '@exclusive' }, () => {
  let pointersBefore: (string | null)[];

  test.beforeAll(async () => {
    pointersBefore = await readPointers();
  });

  // Other tests of the run must see the default app again: the pointers as they were, no release left.
  test.afterAll(async () => {
    await Promise.all(POINTERS.map((file, index) => restore(file, pointersBefore[index])));
    await Promise.all(Object.values(V).map((version) => rm(join(RELEASES, 'mf-grading', version), { recursive: true, force: true })));
    await rmdir(join(RELEASES, 'mf-grading')).catch(() => undefined);
  });

  test('grading is released, previewed, put live and rolled back alone, without a restart', async ({ page, account }) => {
    test.setTimeout(300_000);
    const buildsBefore = await hashBuilds();
    await signInViaUi(page, account);

    await test.step('release one, then two: the next page load shows two', async () => {
      await release(V.one, { FIXTURE_PENDING_INTRO: INTRO.one });
      await page.goto(ROUTES.pendingAssignments);
      await expect(intro(page, INTRO.one)).toBeVisible();
      await release(V.two, { FIXTURE_PENDING_INTRO: INTRO.two });
      await page.reload();
      await expect(intro(page, INTRO.two)).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
    });

    await test.step('the registry is revalidated on every load; a release folder is cached for good', async () => {
      const registry = await page.request.get('/mf-registry.json');
      expect(registry.headers()['cache-control']).toBe('no-cache');
      const etag = registry.headers().etag;
      expect((await page.request.get('/mf-registry.json', { headers: { 'If-None-Match': etag } })).status()).toBe(304);
      const { manifest, version } = (await registry.json()).remotes.mf_grading;
      expect(version).toBe(V.two);
      for (const file of [manifest, new URL('mf-routes.json', manifest).href]) {
        const answer = await page.request.get(file, { headers: { Origin: new URL(page.url()).origin } });
        expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.headers()['access-control-allow-origin']).toBe('*');
      }
    });

    await test.step('rollback returns to one on the next load', async () => {
      const result = await command('rollback', ['mf-grading']);
      expect(result.output).toContain(`mf_grading ${V.one} is live (was ${V.two})`);
      await page.reload();
      await expect(intro(page, INTRO.one)).toBeVisible();
    });

    const previewTab = await page.context().newPage();
    await test.step('?preview= shows release two in that tab only, with a banner and a way out', async () => {
      await previewTab.goto(`${ROUTES.pendingAssignments}?preview=mf_grading@${V.two}`);
      await expect(intro(previewTab, INTRO.two)).toBeVisible();
      await expect(banner(previewTab)).toContainText(`Grading runs ${V.two} in this tab (live: ${V.one})`);
      expect(previewTab.url()).not.toContain('preview=');
      // Kept for the tab across loads; everyone else (the first tab) keeps the live version.
      await previewTab.goto(ROUTES.pendingAssignments);
      await expect(intro(previewTab, INTRO.two)).toBeVisible();
      await page.reload();
      await expect(intro(page, INTRO.one)).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      await banner(previewTab).getByRole('button', { name: 'Exit preview' }).click();
      await expect(intro(previewTab, INTRO.one)).toBeVisible();
      await expect(banner(previewTab)).toHaveCount(0);
    });

    await test.step('a version that did not pass the checks cannot be previewed', async () => {
      const warnings: string[] = [];
      previewTab.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
      await previewTab.goto(`${ROUTES.pendingAssignments}?preview=mf_grading@${V.bad}`);
      await expect(intro(previewTab, INTRO.one)).toBeVisible();
      await expect(banner(previewTab)).toHaveCount(0);
      expect(warnings.join('\n')).toContain(`mf_grading@${V.bad} ignored`);
    });

    await test.step('a build needing a React the shell cannot give is refused, the registry untouched', async () => {
      const pointers = await readPointers();
      const result = await command('release', ['mf-grading', '--version', V.bad, ...FIXTURE], { FIXTURE_REQUIRE_REACT: '^20.0.0' });
      expect(result.code).toBe(1);
      expect(result.output).toContain(`Release refused: mf_grading ${V.bad}`);
      expect(result.output).toMatch(/it requires react \^20\.0\.0, but the live shell provides 19\.\d+\.\d+/);
      expect(await readPointers()).toEqual(pointers);
      expect(existsSync(join(RELEASES, 'mf-grading', V.bad))).toBe(false);
    });

    await test.step('release three adds a screen: staged for preview, then live, the shell not rebuilt', async () => {
      await release(V.three, { FIXTURE_GUIDE_ROUTE: '1' }, '--stage');
      await page.goto(GUIDE_PATH);
      await expect(page.getByRole('heading', { name: SHELL.notFound.title })).toBeVisible();
      await previewTab.goto(`${GUIDE_PATH}?preview=mf_grading@${V.three}`);
      await expect(previewTab.getByRole('heading', { name: 'Grading guide' })).toBeVisible();
      const result = await command('release', ['mf-grading', '--go-live', V.three]);
      expect(result.code, result.output).toBe(0);
      await page.goto(GUIDE_PATH);
      await expect(page.getByRole('heading', { name: 'Grading guide' })).toBeVisible();
    });

    await test.step('the list shows every checked release; the shell and the other remotes are byte-identical', async () => {
      const [grading] = JSON.parse((await command('releases', ['--json'])).stdout).filter(
        ({ remote }: { remote: string }) => remote === 'mf_grading',
      );
      expect(grading.live).toBe(V.three);
      expect(grading.releases.map(({ version }: { version: string }) => version)).toEqual([V.three, V.two, V.one]);
      expect(await hashBuilds()).toEqual(buildsBefore);
    });
  });
  test('a new libs/ui export used by grading, released alone, is refused until the shell has it', async ({ page, account }) => {
    test.setTimeout(180_000);
    const ui = JSON.parse(await readFile(join(ROOT, 'libs/ui/package.json'), 'utf8')) as { version: string };
    const newer = nextMinor(ui.version);
    const edits = new SourceEdits();
    try {
      await edits.edit('libs/ui/src/index.ts', (text) => `${text}export const PENDING_SUFFIX = '(awaiting a marker)';\n`);
      await edits.edit('mf-grading/src/pending/pending-page.tsx', (text) =>
        text
          .replace(
            "import { Container, Muted, PageTitle } from '@studyhub/ui';",
            "import { Container, Muted, PENDING_SUFFIX, PageTitle } from '@studyhub/ui';",
          )
          .replace('        Pending Assignments\n', '        Pending Assignments {PENDING_SUFFIX}\n'),
      );
      const pointers = await readPointers();

      await test.step('a library changed under its old version is refused before anything is built', async () => {
        const result = await command('release', ['mf-grading', '--version', V.lib]);
        expect(result.code).toBe(1);
        expect(result.output).toContain(
          `libs/ui changed since ${ui.version} was recorded: give it a new version with npm run lib:version -- ui`,
        );
        expect(result.output).toContain('Nothing was built or published.');
      });

      await test.step('with its new version, grading needs more than the live shell has: refused, naming both', async () => {
        await Promise.all([
          edits.keep('libs/ui/package.json'),
          edits.keep('libs/shared-lib-versions.json'),
          edits.keep('package-lock.json'),
        ]);
        const bumped = await command('lib:version', ['ui', 'minor']);
        expect(bumped.output).toContain(`libs/ui is now ${newer}`);
        const result = await command('release', ['mf-grading', '--version', V.lib]);
        expect(result.code).toBe(1);
        expect(result.output).toContain(
          `it requires @studyhub/ui ^${newer}, but the live shell provides ${ui.version}: release a shell built with @studyhub/ui ${newer} first`,
        );
        expect(await readPointers()).toEqual(pointers);
        expect(existsSync(join(RELEASES, 'mf-grading', V.lib))).toBe(false);
      });

      await test.step('the live page is untouched: never "undefined", never a blank area', async () => {
        await signInViaUi(page, account);
        await page.goto(ROUTES.pendingAssignments);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pending Assignments');
      });
    } finally {
      await edits.restore();
    }
  });
  test('grading calling an operation the live API does not serve is refused, the registry untouched', async () => {
    test.setTimeout(180_000);
    const edits = new SourceEdits();
    try {
      // A team adds a call to the contract table (libs/contracts) and uses it in grading, before
      // any API serves it.
      await edits.edit('libs/contracts/src/api-routes.ts', (text) =>
        text.replace(
          "  health: { method: 'GET', path: '/api/health' },\n",
          "  health: { method: 'GET', path: '/api/health' },\n  gradingStatistics: { method: 'GET', path: '/api/grading-statistics' },\n",
        ),
      );
      await edits.edit('libs/contracts/src/api-contract.ts', (text) =>
        text.replace(
          'export const API = {\n',
          "export const API = {\n  gradingStatistics: define({\n    ...API_ROUTES.gradingStatistics,\n    tag: 'submissions',\n    auth: 'user',\n    summary: 'Grading statistics',\n    responses: { 200: { description: 'The figures.', schema: z.object({ graded: z.number() }) } },\n  }),\n",
        ),
      );
      await edits.edit('mf-grading/src/grading.api.ts', (text) =>
        text.replace(
          '  endpoints: (build) => ({\n',
          "  endpoints: (build) => ({\n    gradingStatistics: build.query<unknown, void>({ query: () => contractRequest('gradingStatistics', {}) }),\n",
        ),
      );
      await Promise.all([
        edits.keep('libs/contracts/package.json'),
        edits.keep('libs/shared-lib-versions.json'),
        edits.keep('package-lock.json'),
      ]);
      expect((await command('lib:version', ['contracts', 'minor'])).code).toBe(0);
      const pointers = await readPointers();

      const result = await command('release', ['mf-grading', '--version', V.api]);
      expect(result.code).toBe(1);
      expect(result.output).toContain(`Release refused: mf_grading ${V.api}`);
      expect(result.output).toContain('it calls gradingStatistics (GET /api/grading-statistics), which the live API does not serve');
      expect(await readPointers()).toEqual(pointers);
      expect(existsSync(join(RELEASES, 'mf-grading', V.api))).toBe(false);
    } finally {
      await edits.restore();
      // The release compiled the edited contracts; put their build back as the sources are.
      execFileSync('npx', ['--no-install', 'nx', 'run', '@studyhub/contracts:build', '--output-style=static'], {
        cwd: ROOT,
        stdio: 'ignore',
      });
    }
  });
});
