import { ROUTES } from '@studyhub/contracts';
import { expect, signInViaUi, test } from '../support/fixtures';
import { MARKETING, SHELL } from '../support/area-texts';

const SIGNED_OUT_ELSEWHERE = /signed out in another tab/i;

test.describe('Signed-in users and the forms for guests', () => {
  test('are sent home from the login and register pages', async ({ page, account }) => {
    await signInViaUi(page, account);
    for (const path of [ROUTES.login, ROUTES.register]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: MARKETING.brand.tagline })).toBeAttached();
    }
  });
});

test.describe('Signing out in another tab', () => {
  test('a protected page says so, then shows the login page', async ({ page, account }) => {
    await signInViaUi(page, account);
    await page.goto(ROUTES.profile);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

    const other = await page.context().newPage();
    await other.goto(ROUTES.home);
    await other.getByRole('button', { name: 'Logout' }).click();
    await expect(other).toHaveURL(new RegExp(`${ROUTES.login}$`));

    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(SIGNED_OUT_ELSEWHERE);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });

  test('logging out in this tab says goodbye, not "signed out in another tab"', async ({ page, account }) => {
    await signInViaUi(page, account);
    await page.goto(ROUTES.profile);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('dialog')).toContainText(SHELL.logoutSuccess);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
    await expect(page.getByText(SIGNED_OUT_ELSEWHERE)).toHaveCount(0);
  });
});
