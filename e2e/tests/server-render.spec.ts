import { rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { API_PATHS, HOME_SECTIONS, MESSAGES, ROUTES, type Assignment } from '@studyhub/contracts';
import type { Page } from '@playwright/test';
import { apiCall, expect, test } from '../support/fixtures';
import { holdChunk } from '../support/slow-chunk';
import { ASSIGNMENTS, GRADING, MARKETING, SHELL } from '../support/area-texts';
import { POINTERS, RELEASES, command, readPointers, restore } from '../support/release-commands';

/**
 * Server-rendered first screens (docs/architecture.md, Server rendering): a guest's public page
 * arrives drawn, with its data, and the browser hydrates it without drawing or fetching it again.
 */

/** The public list's first page, as the list screen asks for it. */
const firstPage = () => apiCall<Assignment[]>(null, 'GET', `${API_PATHS.assignments}?order=asc&limit=48&offset=0`);

/** What each public route shows first, without a script. */
const FIRST_SCREENS: { path: () => Promise<string>; heading: () => Promise<string>; status?: number }[] = [
  { path: async () => ROUTES.home, heading: async () => MARKETING.brand.tagline },
  { path: async () => ROUTES.assignments, heading: async () => (await firstPage())[0].title },
  { path: async () => `/assignments/${(await firstPage())[1]._id}`, heading: async () => (await firstPage())[1].title },
  { path: async () => ROUTES.login, heading: async () => 'Login' },
  { path: async () => ROUTES.register, heading: async () => 'Register' },
  { path: async () => ROUTES.contact, heading: async () => 'Contact Us' },
  { path: async () => ROUTES.terms, heading: async () => 'Terms of Service' },
  { path: async () => ROUTES.privacy, heading: async () => 'Privacy Policy' },
  { path: async () => '/no-such-page', heading: async () => SHELL.notFound.title, status: 404 },
  // A screen for signed-in users sends a guest to log in (a redirect), and the login page is drawn.
  { path: async () => ROUTES.pendingAssignments, heading: async () => 'Login' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each public route shows its first screen with its real data', async ({ page }) => {
    for (const screen of FIRST_SCREENS) {
      const path = await screen.path();
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(screen.status ?? 200);
        await expect(page.getByRole('heading', { name: await screen.heading() }).first()).toBeVisible();
        // Styled as in the browser: the server sent the styles of what it drew.
        await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
      });
    }
  });
});

/** Console messages and API calls of a page from its first request. */
function watch(page: Page) {
  const messages: string[] = [];
  const calls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (request.url().startsWith(process.env.E2E_API_URL ?? '-')) calls.push(`${request.method()} ${request.url()}`);
  });
  return { messages, calls };
}

/** Hydrated: React answers a click (the theme button of the server's HTML switches the theme). */
async function expectHydrated(page: Page) {
  const before = await page.locator('html').getAttribute('data-theme');
  await page.getByRole('button', { name: /switch to (dark|light) theme/i }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
}

test('the list and an assignment hydrate with no console message and no repeated call', async ({ page }) => {
  const { messages, calls } = watch(page);
  const [, second] = await firstPage();
  for (const path of [ROUTES.assignments, `/assignments/${second._id}`, ROUTES.login]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectHydrated(page);
      await page.waitForTimeout(1000);
    });
  }
  expect(calls, 'the server drew these pages with their data').toEqual([]);
  expect(messages).toEqual([]);
});

test('a button clicked as the page arrives answers once the screen under it has hydrated', async ({ page }) => {
  // The list screen's chunk (the one with its cards) arrives late, as on a slow phone network: the
  // frame hydrates first, and the server-drawn Edit button is still without its handler.
  await holdChunk(page, 'assignment-card', 1500);
  await page.goto(ROUTES.assignments);
  await page.getByTestId('assignment-card').first().getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByText(ASSIGNMENTS.login.toAct)).toBeVisible();
});

test('a page read before its scripts arrive keeps its scroll as it hydrates, and its links work', async ({ page }) => {
  // Scripts are held until the reader has scrolled to the footer, as on a slow phone.
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(ROUTES.terms, { waitUntil: 'commit' });
  const features = page.getByRole('contentinfo').getByRole('link', { name: 'Features' });
  await features.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, 'the terms are longer than a screen').toBeGreaterThan(300);
  arrive();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrating');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await features.click();
  await expect(page).toHaveURL(new RegExp(`${SHELL.paths.homeSection(HOME_SECTIONS.features)}$`));
});

test('a guest sent to log in from Pending is told why, and goes on to Pending after logging in', async ({ page, account }) => {
  const { messages } = watch(page);
  const redirects: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 302) redirects.push(new URL(response.headers().location ?? '', response.url()).pathname);
  });
  await page.goto(ROUTES.pendingAssignments);
  expect(redirects, 'the server sent the guest on').toEqual([ROUTES.login]);
  const prompt = page.getByRole('dialog').filter({ hasText: GRADING.loginTo.mark });
  await expect(prompt).toContainText(MESSAGES.auth.loginRequiredTitle);
  await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
  await prompt.getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: /^(log ?in|sign in)$/i }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.pendingAssignments}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Assignments' })).toBeVisible();
  expect(messages).toEqual([]);
});

// Tagged @exclusive: it puts other versions of assignments live, so npm run test:e2e runs it alone after the others.
test.describe('server rendering follows the registry', { tag: '@exclusive' }, () => {
  const RUN = Date.now().toString(36);
  const V = { note: `0.1.0-e2e.${RUN}.note`, throws: `0.1.0-e2e.${RUN}.throws` };
  const NOTE = `Assignments release ${RUN}: drawn by the server.`;
  let pointersBefore: (string | null)[];

  test.beforeAll(async () => {
    pointersBefore = await readPointers();
  });
  test.afterAll(async () => {
    await Promise.all(POINTERS.map((file, index) => restore(file, pointersBefore[index])));
    await Promise.all(Object.values(V).map((version) => rm(join(RELEASES, 'mf-assignments', version), { recursive: true, force: true })));
    await rmdir(join(RELEASES, 'mf-assignments')).catch(() => undefined);
  });

  async function release(version: string, knobs: Record<string, string>) {
    const args = ['mf-assignments', '--version', version, '--config', 'e2e/fixtures/mf-assignments/rsbuild.config.ts'];
    const result = await command('release', args, knobs);
    expect(result.code, result.output).toBe(0);
  }

  test('a release, a rollback and a preview change the next HTML and the hydrated page; a remote that throws is drawn by the browser', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const [first] = await firstPage();

    await test.step('released with a note: the next HTML has it, and so does the hydrated page', async () => {
      await release(V.note, { FIXTURE_LIST_NOTE: NOTE });
      expect(await (await request.get(ROUTES.assignments)).text()).toContain(NOTE);
      const { messages, calls } = watch(page);
      await page.goto(ROUTES.assignments);
      await expectHydrated(page);
      await expect(page.getByRole('note')).toHaveText(NOTE);
      expect(calls).toEqual([]);
      expect(messages).toEqual([]);
    });

    await test.step('rolled back: the next HTML is the earlier version again', async () => {
      const result = await command('rollback', ['mf-assignments']);
      expect(result.code, result.output).toBe(0);
      expect(await (await request.get(ROUTES.assignments)).text()).not.toContain(NOTE);
    });

    await test.step('a release whose list throws on the server: the rest is drawn, the browser draws the list', async () => {
      await release(V.throws, { FIXTURE_THROW_ON_SERVER: '1' });
      const html = await (await request.get(ROUTES.assignments)).text();
      expect(html).toContain('id="server-state"');
      expect(html).not.toContain(first.title);
      await page.goto(ROUTES.assignments);
      await expect(page.getByRole('heading', { name: first.title })).toBeVisible();
      await expectHydrated(page);
    });

    await test.step('the earlier release previewed: its HTML has the note, and the page hydrates with it', async () => {
      const preview = `${ROUTES.assignments}?preview=mf_assignments@${V.note}`;
      expect(await (await request.get(preview)).text()).toContain(NOTE);
      const { messages, calls } = watch(page);
      await page.goto(preview);
      await expectHydrated(page);
      await expect(page.getByRole('note')).toHaveText(NOTE);
      await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(`runs ${V.note} in this tab (live: ${V.throws})`);
      expect(calls, 'hydrated, not drawn again').toEqual([]);
      expect(messages).toEqual([]);
    });
  });
});
