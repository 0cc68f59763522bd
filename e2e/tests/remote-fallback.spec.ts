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

  test('Retry loads the area once the remote is back', async ({ page }) => {
    await page.goto(ROUTES.assignments);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.unroute(ASSIGNMENTS_REMOTE);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: MESSAGES.assignments.listTitle })).toBeVisible();
  });
});
