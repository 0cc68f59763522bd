import { ROUTES } from '@studyhub/contracts';
import { expect, test } from '../support/fixtures';
import { ASSIGNMENTS } from '../support/area-texts';

test.describe('All Assignments list', () => {
  test('shows the seeded assignments rendered by the assignments remote inside the shell', async ({ page }) => {
    await page.goto(ROUTES.assignments);
    await expect(page.getByRole('heading', { name: ASSIGNMENTS.listTitle })).toBeVisible();
    const cards = page.getByTestId('assignment-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(5);
    const first = cards.first();
    await expect(first.getByText(/^By: .+/)).toBeVisible();
    await expect(first.getByText(/^Marks: \d+$/)).toBeVisible();
    await expect(first.getByText(/^(Easy|Medium|Hard)$/)).toBeVisible();
    // Thumbnails are served locally and load as images.
    const loaded = await first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(loaded).toBe(true);
  });

  test('the search box is focused on load and filters on the server after the debounce', async ({ page }) => {
    await page.goto(ROUTES.assignments);
    const search = page.getByRole('searchbox');
    await expect(search).toBeFocused();
    await expect(page.getByTestId('assignment-card').first()).toBeVisible();
    await search.fill('zzzz-no-such-assignment');
    await expect(page.getByText(ASSIGNMENTS.empty)).toBeVisible();
    await search.fill('');
    await expect(page.getByTestId('assignment-card').first()).toBeVisible();
  });

  test('a list that failed while offline loads by itself once the connection is back', async ({ page, context }) => {
    await page.goto(ROUTES.assignments);
    await expect(page.getByTestId('assignment-card').first()).toBeVisible();
    // The server drew the cards; the list is the browser's once its controls are enabled (hydrated).
    // Offline before that, its code could not load.
    await expect(page.getByRole('searchbox')).toBeEnabled();
    await context.setOffline(true);
    // A new search is a new call to the server, and it fails without a connection.
    await page.getByRole('searchbox').fill('Projectile');
    // The cards of the last search go with it: they would answer another one.
    const failed = page.getByRole('main').getByText(ASSIGNMENTS.loadFailed);
    await expect(failed).toBeVisible();
    await expect(page.getByTestId('assignment-card')).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByTestId('assignment-card').getByText('Projectile Motion Problem Set')).toBeVisible();
    await expect(failed).toBeHidden();
  });

  test('the difficulty filter shows only that difficulty', async ({ page }) => {
    await page.goto(ROUTES.assignments);
    await page.getByLabel('Difficulty', { exact: true }).selectOption('Hard');
    await expect(page.getByTestId('assignment-card').first()).toBeVisible();
    await expect
      .poll(async () =>
        page
          .getByTestId('assignment-card')
          .getByText(/^(Easy|Medium)$/)
          .count(),
      )
      .toBe(0);
    expect(await page.getByTestId('assignment-card').getByText('Hard', { exact: true }).count()).toBeGreaterThan(0);
  });

  test('sorting by marks descending puts the highest marks first', async ({ page }) => {
    await page.goto(ROUTES.assignments);
    await page.getByLabel('Sort By', { exact: true }).selectOption('marks');
    await page.getByLabel('Order', { exact: true }).selectOption('desc');
    await expect
      .poll(async () => {
        const texts = await page
          .getByTestId('assignment-card')
          .getByText(/^Marks: \d+$/)
          .allTextContents();
        const marks = texts.map((text) => Number(text.replace('Marks: ', '')));
        return marks.length > 1 && marks.every((value, index) => index === 0 || marks[index - 1] >= value);
      })
      .toBe(true);
  });

  test('a guest pressing Edit is asked to log in and sent to the login page', async ({ page }) => {
    await page.goto(ROUTES.assignments);
    await page.getByTestId('assignment-card').first().getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByText(ASSIGNMENTS.login.toAct)).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
  });
});
