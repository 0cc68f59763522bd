import { ROUTES } from '@studyhub/contracts';
import { expect, signInViaUi, test, waitForHydration } from '../support/fixtures';
import { startWebServer, stopWebServer, WEB_CONTROL_URL } from '../support/web-servers';
import { ASSIGNMENTS, MARKETING } from '../support/area-texts';
import { followMainNav } from '../support/nav';

/** The assignments remote's origin, from the registry the shell reads (derived from the apps table). */
let assignmentsOrigin = '';
/** Requests for one remote's files fail, as when its server is down or a release is broken. */
const ASSIGNMENTS_REMOTE = (url: URL) => url.origin === assignmentsOrigin;

test.describe('a remote that cannot be loaded', () => {
  test.beforeEach(async ({ page, request }) => {
    const registry = (await (await request.get('/mf-registry.json')).json()) as { remotes: Record<string, { manifest: string }> };
    assignmentsOrigin = new URL(registry.remotes.mf_assignments.manifest).origin;
    await page.route(ASSIGNMENTS_REMOTE, (route) => route.abort('connectionrefused'));
  });

  test('shows a fallback with Retry in its own area only', async ({ page }) => {
    await page.goto(ROUTES.assignments);
    await expect(page.getByRole('heading', { name: /Assignments is unavailable/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The shell and the other areas keep working.
    await expect(page.getByRole('link', { name: 'Contact' }).first()).toBeVisible();
    await page.goto(ROUTES.terms);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/is unavailable/)).toHaveCount(0);
  });

  test('the home page still shows its own sections', async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(page.getByRole('heading', { name: MARKETING.brand.tagline }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: ASSIGNMENTS.listTitle })).toHaveCount(0);
  });

  test('Retry loads that area alone once the remote is back, without reloading the page', async ({ page }) => {
    await page.goto(ROUTES.assignments);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // Survives only if the document is never reloaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.unroute(ASSIGNMENTS_REMOTE);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: ASSIGNMENTS.listTitle })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('the area comes back by itself, with backoff, once the remote answers again', async ({ page }) => {
    let attempts = 0;
    await page.unroute(ASSIGNMENTS_REMOTE);
    await page.route(ASSIGNMENTS_REMOTE, (route) => {
      if (route.request().url().endsWith('mf-manifest.json')) attempts += 1;
      return attempts <= 2 ? route.abort('connectionrefused') : route.continue();
    });
    // Reached by navigating inside the app, so every manifest request counted is the shell's own
    // attempt (a page opened at /assignments also has its HTML preload the manifest).
    await page.goto(ROUTES.terms);
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Assignments' }).click();
    await expect(page.getByText(/Trying again in \d+ s/)).toBeVisible();
    await expect(page.getByRole('heading', { name: ASSIGNMENTS.listTitle })).toBeVisible({ timeout: 20_000 });
    expect(attempts).toBe(3);
  });
});

// Tagged @exclusive: npm run test:e2e runs it alone, after every other test (tools/src/e2e.ts), as
// those would otherwise meet the grading server down.
test.describe('the grading server is down', { tag: '@exclusive' }, () => {
  test.skip(!WEB_CONTROL_URL, 'needs the stack of npm run test:e2e, which can stop one web server');
  test.afterEach(async () => {
    // Back up for whatever runs next, even when the test failed with it down.
    await startWebServer('mf-grading').catch(() => undefined);
  });

  test('home, assignments and account work; grading shows its message; Retry brings it back without a reload', async ({
    page,
    account,
  }) => {
    await signInViaUi(page, account);
    await stopWebServer('mf-grading');
    await page.goto(ROUTES.home);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('heading', { name: MARKETING.brand.tagline }).first()).toBeVisible();

    await nav.getByRole('link', { name: 'All Assignments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: ASSIGNMENTS.listTitle })).toBeVisible();
    await followMainNav(page, 'Profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByText(/is unavailable/)).toHaveCount(0);

    await nav.getByRole('link', { name: 'Pending', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Grading is unavailable right now' })).toBeVisible();
    await expect(nav).toBeVisible();
    // Survives only if the document is never reloaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The automatic tries back off while the server is down (2, 4, then 8 s): at 8 s there is time
    // to bring the server back and press Retry before the next one.
    await expect(page.getByText('Trying again in 8 s.')).toBeVisible({ timeout: 20_000 });
    await startWebServer('mf-grading');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pending Assignments' })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page.getByRole('button', { name: /logout/i }).first()).toBeVisible();
  });
});
