import { ROUTES } from '@studyhub/contracts';
import type { Page } from '@playwright/test';
import { createAccount, createAssignmentViaApi, expect, signInViaUi, test, waitForHydration } from '../support/fixtures';
import { ACCOUNT, ASSIGNMENTS, MARKETING, SHELL } from '../support/area-texts';
import { routeAnnouncer } from '../support/keyboard';
import { ACTIVE_SLIDE, SLIDES, activeSlide } from '../support/hero-carousel';

const SKIP_LINK = 'Skip to main content';

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

test.describe('Skip link', () => {
  for (const path of [ROUTES.home, ROUTES.login, ROUTES.contact]) {
    test(`is the first tab stop on ${path}, shows on focus and moves focus to the main region`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      // The page's own controls (the contact form's fields) take focus once the app has hydrated.
      await waitForHydration(page);
      const skip = page.getByRole('link', { name: SKIP_LINK });
      await expect(skip).not.toBeInViewport();
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      expect(await focusedId(page)).toBe('main');
      // The next Tab goes into the page, past the navigation bar.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    });
  }
});

test.describe('After a navigation', () => {
  test('the first load leaves focus at the top of the page', async ({ page }) => {
    await page.goto(ROUTES.contact);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expect(routeAnnouncer(page)).toHaveText('');
  });

  test('focus moves to the new page heading and its title is announced', async ({ page }) => {
    await page.goto(ROUTES.login);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    // Before hydration a link is the browser's own: a new page load, which leaves focus at the top.
    await waitForHydration(page);

    await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
    const register = page.getByRole('heading', { level: 1, name: 'Register' });
    await expect(register).toBeFocused();
    await expect(register).toHaveAttribute('tabindex', '-1');
    await expect(routeAnnouncer(page)).toHaveText('Register · StudyHub');

    // Into another remote, whose code and data load after the navigation.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Assignments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: ASSIGNMENTS.listTitle })).toBeFocused();
    await expect(routeAnnouncer(page)).toHaveText(`${ASSIGNMENTS.listTitle} · StudyHub`);
  });
});

test.describe('Document titles', () => {
  const TITLES: [string, string][] = [
    [ROUTES.home, 'Home · StudyHub'],
    [ROUTES.assignments, 'All Assignments · StudyHub'],
    [ROUTES.login, 'Login · StudyHub'],
    [ROUTES.register, 'Register · StudyHub'],
    [ACCOUNT.paths.forgotPassword, 'Forgot Password · StudyHub'],
    [ROUTES.contact, 'Contact Us · StudyHub'],
    [ROUTES.terms, 'Terms of Service · StudyHub'],
    [ROUTES.privacy, 'Privacy Policy · StudyHub'],
    ['/no-such-page', `${SHELL.notFound.title} · StudyHub`],
  ];
  test('every page names the browser tab after itself', async ({ page }) => {
    for (const [path, title] of TITLES) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
  });

  test("an assignment's screens name the tab after it once it has loaded", async ({ page, account }) => {
    const title = `Tab title essay ${Date.now()}`;
    const assignment = await createAssignmentViaApi(account, { title });
    const others = await createAssignmentViaApi(await createAccount(), { title: `${title} (other)` });
    await page.goto(ROUTES.assignmentDetails(others._id));
    await expect(page).toHaveTitle(`${title} (other) · StudyHub`);

    await signInViaUi(page, account);
    await page.goto(ASSIGNMENTS.paths.authAssignmentDetails(assignment._id));
    await expect(page).toHaveTitle(`${title} · StudyHub`);
    await page.goto(ASSIGNMENTS.paths.updateAssignment(assignment._id));
    await expect(page).toHaveTitle(`Update: ${title} · StudyHub`);
    // An in-app navigation renames the tab for the next screen.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Assignments' }).click();
    await expect(page).toHaveTitle('All Assignments · StudyHub');
  });

  test('the title follows in-app navigation', async ({ page }) => {
    await page.goto(ROUTES.terms);
    await expect(page).toHaveTitle('Terms of Service · StudyHub');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveTitle('Privacy Policy · StudyHub');
  });
});

test.describe('Hero carousel', () => {
  test('slides off screen are inert, and the shown one joins the tab order once its buttons are drawn', async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(page.locator(ACTIVE_SLIDE)).toBeVisible();
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(page.locator(SLIDES)).toHaveCount(3);
    await expect(page.locator(`${SLIDES}[inert]`)).toHaveCount(2);
    // The one not inert is the one on screen. It once stayed at 6/7 in view in CI (passed on retry):
    // a failure says whether the page had scrolled or the slide stopped off its place.
    await expect(page.locator(ACTIVE_SLIDE))
      .toBeInViewport({ ratio: 0.9 })
      .catch(async (error: Error) => {
        const where = await page
          .locator(ACTIVE_SLIDE)
          .evaluate((slide) => ({ scrollY: window.scrollY, box: slide.getBoundingClientRect() }));
        throw new Error(`${error.message}\nscrollY ${where.scrollY}, slide box ${JSON.stringify(where.box)}`);
      });

    await page.getByRole('button', { name: 'Next slide' }).click();
    const actions = page.locator(ACTIVE_SLIDE).getByRole('link', { name: 'View All Assignment' }).locator('..');
    // Still fading in: not reachable yet.
    await expect(actions).toHaveAttribute('inert', '');
    await expect(actions).not.toHaveAttribute('inert', { timeout: 3000 });

    // Tabbing through the hero only ever lands on something drawn in the slide on screen.
    await page.getByRole('button', { name: 'Previous slide' }).focus();
    for (let stop = 0; stop < 6; stop += 1) {
      await page.keyboard.press('Shift+Tab');
      const hidden = await page.evaluate(() => !!document.activeElement?.closest('[inert]'));
      expect(hidden).toBe(false);
    }
  });

  test('Pause stops the autoplay and Play starts it again', async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(page.locator(ACTIVE_SLIDE)).toBeVisible();
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    const paused = await activeSlide(page);
    await page.waitForTimeout(MARKETING.heroAutoplayMs + 1000);
    expect(await activeSlide(page)).toBe(paused);
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await expect.poll(() => activeSlide(page), { timeout: MARKETING.heroAutoplayMs * 2 }).not.toBe(paused);
  });

  test('starts paused for a user who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(ROUTES.home);
    await expect(page.locator(ACTIVE_SLIDE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.waitForTimeout(MARKETING.heroAutoplayMs + 1000);
    expect(await activeSlide(page)).toBe(0);
  });

  test('the pause control shows on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(ROUTES.home);
    await expect(page.locator(ACTIVE_SLIDE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeInViewport();
  });
});

test.describe('Alerts', () => {
  // The theme's primary colour and focus ring (libs/ui theme.ts), light then dark.
  const THEMES = [
    { theme: 'light', primary: 'rgb(48, 70, 197)', surface: 'rgb(255, 255, 255)', focus: 'rgb(245, 158, 11)' },
    { theme: 'dark', primary: 'rgb(142, 162, 255)', surface: 'rgb(23, 28, 44)', focus: 'rgb(251, 191, 36)' },
  ];
  for (const { theme, primary, surface, focus } of THEMES) {
    test(`use the app's palette and focus ring in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      await page.goto(ROUTES.contact);
      await page.getByRole('button', { name: 'Submit Request' }).click();
      const dialog = page.getByRole('dialog');
      const ok = dialog.getByRole('button', { name: 'OK' });
      await expect(ok).toBeVisible();
      await expect(dialog).toHaveCSS('background-color', surface);
      await expect(ok).toHaveCSS('background-color', primary);
      // From the keyboard, the button shows the app's own focus outline.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(ok).toBeFocused();
      await expect(ok).toHaveCSS('outline-color', focus);
      await expect(ok).toHaveCSS('outline-width', '3px');
    });
  }
});
