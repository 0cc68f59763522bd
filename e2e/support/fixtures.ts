import { test as base, expect, type Page } from '@playwright/test';
import { ROUTES } from '@studyhub/contracts';
import { createAccount, type TestAccount } from './accounts';

export { expect };
export { createAccount, DEMO, verificationLinks } from './accounts';
export type { TestAccount } from './accounts';
export { API_URL, apiCall, createAssignmentViaApi, thumbnailUrl } from './api';

/** Signs in through the real login screen and waits until the app shows the user as logged in. */
export async function signInViaUi(page: Page, account: { email: string; password: string }) {
  await page.goto(ROUTES.login);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: /^(log ?in|sign in)$/i }).click();
  await expect(page.getByRole('button', { name: /logout/i }).first()).toBeVisible();
}

/**
 * Waits until the server-drawn page is the app's: the shell removes `data-hydrating` from <html>
 * once the page's screens have hydrated (shell/src/hydration/hydration-gate.tsx). Before that,
 * forms take no input (FormStack) and links are the browser's own, as a user who acts in the
 * first moment finds them.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrating]')).toHaveCount(0);
}

interface Fixtures {
  /** A fresh user created in the Auth emulator for this test. */
  account: TestAccount;
}

export const test = base.extend<Fixtures>({
  // Playwright requires an object pattern for the fixture arguments, even when none are used.
  // eslint-disable-next-line no-empty-pattern
  account: async ({}, use) => {
    await use(await createAccount());
  },
});
