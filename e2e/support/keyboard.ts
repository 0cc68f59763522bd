import { expect, type Locator, type Page } from '@playwright/test';
import { ROUTES } from '@studyhub/contracts';

/** Whatever has focus now: `expect(focused(page))` checks where the keyboard is. */
export const focused = (page: Page) => page.locator(':focus');

/**
 * The shell's route announcer (shell/src/a11y/route-announcer.tsx), which reads out each new page's
 * title: the atomic one of the polite status regions (grading's notification toast has one too).
 */
export const routeAnnouncer = (page: Page) => page.locator('[role="status"][aria-live="polite"][aria-atomic="true"]');

/** Whether focus has fallen to <body>, where a keyboard user has lost their place. */
export const focusOnBody = (page: Page) => page.evaluate(() => !document.activeElement || document.activeElement === document.body);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through a page;
 * fails after `max` presses, so a control that cannot be reached by keyboard fails the test.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} was not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Signs in on the login screen with the keyboard alone, and waits until the app shows the user. */
export async function signInByKeyboard(page: Page, account: { email: string; password: string }) {
  await page.goto(ROUTES.login);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /logout/i }).first()).toBeVisible();
}
