import { MESSAGES, ROUTES } from '@studyhub/contracts';
import { expect, test } from '../support/fixtures';

/** Requests for one remote's files fail, as when its server is down or a release is broken. */
const ASSIGNMENTS_REMOTE = /localhost:3002\//;

test.describe('a remote that cannot be loaded', () => {
  test.beforeEach(async ({ page }) => {
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
    await expect(page.getByRole('heading', { name: MESSAGES.brand.tagline }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: MESSAGES.assignments.listTitle })).toHaveCount(0);
  });

  test('Retry loads that area alone once the remote is back, without reloading the page', async ({ page }) => {
    await page.goto(ROUTES.assignments);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // Survives only if the document is never reloaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.unroute(ASSIGNMENTS_REMOTE);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: MESSAGES.assignments.listTitle })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('the area comes back by itself, with backoff, once the remote answers again', async ({ page }) => {
    let attempts = 0;
    await page.unroute(ASSIGNMENTS_REMOTE);
    await page.route(ASSIGNMENTS_REMOTE, (route) => {
      if (route.request().url().endsWith('mf-manifest.json')) attempts += 1;
      return attempts <= 2 ? route.abort('connectionrefused') : route.continue();
    });
    await page.goto(ROUTES.assignments);
    await expect(page.getByText(/Trying again in \d+ s/)).toBeVisible();
    await expect(page.getByRole('heading', { name: MESSAGES.assignments.listTitle })).toBeVisible({ timeout: 20_000 });
    expect(attempts).toBe(3);
  });
});
