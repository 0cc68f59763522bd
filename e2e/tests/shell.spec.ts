import AxeBuilder from '@axe-core/playwright';
import { HOME_SECTIONS, MESSAGES, ROUTES } from '@studyhub/contracts';
import { expect, signInViaUi, test, waitForHydration } from '../support/fixtures';
import { ASSIGNMENTS, GRADING, SHELL } from '../support/area-texts';

/** Protected screens, with what a guest arriving there is told, if anything. */
const PROTECTED: [string, string | null][] = [
  [ROUTES.profile, null],
  [ROUTES.myGroup, GRADING.loginTo.viewAssignments],
  [ROUTES.pendingAssignments, GRADING.loginTo.mark],
  [ROUTES.createAssignment, MESSAGES.auth.loginToCreate],
  [ASSIGNMENTS.paths.updateAssignment('some-id'), ASSIGNMENTS.login.toEdit],
  [ASSIGNMENTS.paths.authAssignmentDetails('some-id'), ASSIGNMENTS.login.toSubmit],
];

test.describe('Route guard', () => {
  for (const [path, prompt] of PROTECTED) {
    test(`a guest opening ${path} lands on the login page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
      if (prompt) {
        const alert = page.locator('.swal2-popup');
        await expect(alert.getByText(prompt)).toBeVisible();
        await alert.getByRole('button', { name: 'OK' }).click();
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
      // History was replaced: Back does not return to the protected page.
      expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(2);
    });
  }
});

/** What a signed-in user's link row holds, in the order the areas give their entries. */
const SIGNED_IN_ENTRIES = ['Home', 'All Assignments', 'Pending', 'Progress', 'Create', 'Groups', 'Profile', 'My Attempted Assignments'];

// A guest's page comes drawn by the server; each test below waits for it to hydrate before using
// links and buttons, as before that a link is a full page load (e2e/support/fixtures.ts).
test.describe('Navigation bar', () => {
  test('guests see public entries only and get the Login Required warning on protected ones', async ({ page }) => {
    await page.goto(ROUTES.assignments);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'All Assignments' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Pending', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Create', exact: true })).toHaveCount(0);

    await nav.getByRole('link', { name: 'My Attempted Assignments' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(MESSAGES.auth.loginRequiredTitle);
    await expect(dialog).toContainText(GRADING.loginTo.viewGroups);
    await dialog.getByRole('button', { name: MESSAGES.auth.goToLogin }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
  });

  test('choosing an entry shows the spinner briefly, then moves and highlights it', async ({ page }) => {
    await page.goto(ROUTES.login);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The spinner lasts about 0.5 s: the page itself notes it, so a busy machine's polling cannot
    // miss it between two looks.
    const spinnerShown = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const shown = () => document.querySelector('header [role="status"][aria-label="Loading"]') !== null;
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            resolve(true);
          });
          observer.observe(document.body, { childList: true, subtree: true });
          setTimeout(() => resolve(false), 20_000);
        }),
    );
    await nav.getByRole('link', { name: 'All Assignments' }).click();
    expect(await spinnerShown).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.assignments}$`));
    await expect(nav.getByRole('link', { name: 'All Assignments' })).toHaveClass(/active/);
    await expect(page.getByRole('banner').getByRole('status', { name: 'Loading' })).toBeHidden();
  });

  test('a logged-in user sees Pending and Create and can open them', async ({ page, account }) => {
    // Wide enough for every entry in the row (the next test is the laptop's).
    await page.setViewportSize({ width: 1600, height: 900 });
    await signInViaUi(page, account);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The areas publish their entries with an order (their routes files); the bar merges them.
    await expect(nav.getByRole('link')).toHaveText(SIGNED_IN_ENTRIES);
    await expect(nav.getByRole('button', { name: 'More', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await expect(page.locator('#user-menu').getByRole('link')).toHaveText([
      'Profile',
      'Create Assignments',
      'My Groups',
      'My Attempted Assignments',
      'My Progress',
      'Notifications',
    ]);
    await page.keyboard.press('Escape');
    await nav.getByRole('link', { name: 'Pending', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.pendingAssignments}$`));
    await expect(nav.getByRole('link', { name: 'Pending', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('on a 1280 px laptop the entries that do not fit are under More, none cut off', async ({ page, account }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInViaUi(page, account);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const more = nav.getByRole('button', { name: 'More', exact: true });
    await expect(more).toBeVisible();
    const inRow = await nav.getByRole('link').allTextContents();
    expect(inRow.length).toBeLessThan(SIGNED_IN_ENTRIES.length);
    // Nothing is clipped: the row does not scroll, and each of its links lies whole inside the bar.
    expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const bar = (await nav.boundingBox())!;
    for (const link of await nav.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(bar.x + bar.width + 0.5);
    }

    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const underMore = page.locator('#more-links').getByRole('link');
    // The row, then More, hold every entry once, in the areas' order.
    expect([...inRow, ...(await underMore.allTextContents())]).toEqual(SIGNED_IN_ENTRIES);
    await underMore.getByText('My Attempted Assignments', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.myGroup}$`));
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    // The current page is under More: More is highlighted like the row's current entry.
    await expect(more).toHaveClass(/\bactive\b/);

    await page.setViewportSize({ width: 1600, height: 900 });
    await expect(more).toHaveCount(0);
    await expect(nav.getByRole('link')).toHaveText(SIGNED_IN_ENTRIES);
  });

  test('the brand logo links home and the home sections menu opens from the keyboard', async ({ page }) => {
    await page.goto(ROUTES.assignments);
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'StudyHub home' })).toHaveAttribute('href', '/');
    const caret = page.getByRole('button', { name: 'Home page sections' });
    await caret.focus();
    await page.keyboard.press('Enter');
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Features', 'FAQ', 'Contact']) {
      await expect(page.locator('#home-sections').getByRole('link', { name: label })).toBeVisible();
    }
    await page.locator('#home-sections').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(new RegExp(`${SHELL.paths.homeSection(HOME_SECTIONS.faq)}$`));
    await expect(page.locator(`#${HOME_SECTIONS.faq}`)).toBeInViewport();
  });

  test('on a phone the hamburger opens a menu with every entry', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(ROUTES.login);
    await waitForHydration(page);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await hamburger.click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Home', 'Features', 'FAQ', 'Contact', 'All Assignments', 'Profile', 'My Attempted Assignments']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'All Assignments' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.assignments}$`));
    await expect(menu).toBeHidden();
  });
});

test.describe('Theme', () => {
  test('the chosen theme applies to the page and its alerts and survives a reload', async ({ page }) => {
    await page.goto(ROUTES.login);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(246, 247, 251)');
    // sweetalert2 follows the page theme.
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.locator('.swal2-container')).toHaveAttribute('data-swal2-theme', 'dark');
  });
});

test.describe('Footer', () => {
  test('has the page links, social links in a new tab and the current year', async ({ page }) => {
    await page.goto(ROUTES.terms);
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    const links = footer.getByRole('navigation', { name: 'Footer' });
    for (const [label, href] of [
      ['Home', '/'],
      ['All Assignment', '/#subscription-services'],
      ['Features', '/#benifit-section'],
      ['Contact', ROUTES.contact],
      ['Terms', ROUTES.terms],
      ['Privacy Policy', ROUTES.privacy],
    ]) {
      await expect(links.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    for (const name of ['Facebook', 'YouTube', 'Instagram', 'Twitter']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await links.getByRole('link', { name: 'Features', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${SHELL.paths.homeSection(HOME_SECTIONS.features)}$`));
  });
});

test.describe('404 page', () => {
  test('an unknown path shows the 404 page, which leads home', async ({ page }) => {
    await page.goto('/no/such/page');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: SHELL.notFound.title })).toBeVisible();
    await expect(page.getByText(SHELL.notFound.body)).toBeVisible();
    await page.getByRole('link', { name: SHELL.notFound.cta }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/no/such/page');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: SHELL.notFound.title })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});
