import { API_PATHS, progressSchema, type Progress } from '@studyhub/contracts';
import type { Locator, Page } from '@playwright/test';
import { PROGRESS } from '../support/area-texts';
import { expectNoSeriousViolations } from '../support/axe';
import { DEMO, expect, signInViaUi, test } from '../support/fixtures';
import { followMainNav } from '../support/nav';

/** The value under a figure's label (a dt whose text starts with it, and its dd). */
const figure = (region: Locator, label: string) =>
  region
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}`) })
    .locator('xpath=following-sibling::dd[1]');

/** Opens Progress from the navigation and returns the figures the API sent for it. */
async function openProgress(page: Page): Promise<Progress> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === API_PATHS.progress && r.request().method() === 'GET');
  await followMainNav(page, PROGRESS.nav);
  await expect(page.getByRole('heading', { level: 1, name: PROGRESS.title })).toBeVisible();
  return progressSchema.parse(await (await answer).json());
}

test.describe('Progress dashboard', () => {
  test('the demo user reads their figures, sees the charts drawn and their figures as tables', async ({ page }) => {
    await signInViaUi(page, DEMO);
    const figures = await openProgress(page);
    // The demo data gives Ada graded work of her own over several months, and graded work on her
    // assignments: the charts have a course to show.
    expect(figures.student.graded).toBeGreaterThan(0);
    expect(figures.student.byMonth.length).toBeGreaterThanOrEqual(3);
    expect(figures.author.received).toBeGreaterThan(0);

    const mine = page.getByRole('region', { name: PROGRESS.student });
    await expect(figure(mine, PROGRESS.submitted)).toHaveText(String(figures.student.submitted));
    await expect(figure(mine, PROGRESS.waiting)).toHaveText(String(figures.student.pending));
    await expect(figure(mine, PROGRESS.graded)).toHaveText(String(figures.student.graded));
    await expect(figure(mine, PROGRESS.average)).toHaveText(`${figures.student.averagePercent}%`);
    const authored = page.getByRole('region', { name: PROGRESS.author });
    await expect(figure(authored, PROGRESS.received)).toHaveText(String(figures.author.received));
    await expect(authored.getByRole('table', { name: PROGRESS.topHeading }).getByRole('row')).toHaveCount(figures.author.top.length + 1);

    // The chart library arrives as its own chunk and draws; the same figures are a table on demand.
    const months = page.getByRole('figure', { name: PROGRESS.monthChart });
    await expect(months.locator('svg.recharts-surface')).toBeVisible();
    await expect(months.getByRole('table')).toBeHidden();
    await months.getByText(PROGRESS.showTable).click();
    const monthRows = months.getByRole('table').getByRole('row');
    await expect(monthRows).toHaveCount(figures.student.byMonth.length + 1);
    const latest = figures.student.byMonth.at(-1)!;
    await expect(monthRows.last()).toContainText(`${latest.graded}${latest.averagePercent}%`);

    const marks = page.getByRole('figure', { name: PROGRESS.marksChart });
    await expect(marks.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await marks.getByText(PROGRESS.showTable).click();
    await expect(marks.getByRole('table').getByRole('row')).toHaveCount(11);
    await expectNoSeriousViolations(page);
  });

  test("the selector narrows the figures to one of the user's groups, in the address too", async ({ page }) => {
    await signInViaUi(page, DEMO);
    await openProgress(page);
    const select = page.getByRole('combobox', { name: PROGRESS.scope });
    const group = select.locator('option').nth(1);
    const groupId = await group.getAttribute('value');
    const answer = page.waitForResponse((r) => r.url().includes(`${API_PATHS.progress}?group=${groupId}`));
    await select.selectOption({ index: 1 });
    expect((await answer).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`\\?group=${groupId}$`));
    await expect(page.getByRole('region', { name: PROGRESS.student })).toBeVisible();
    await select.selectOption({ label: PROGRESS.all });
    await expect(page).not.toHaveURL(/group=/);
  });
});

// Pictures for a person to look at (SHOTS=1): the demo user's dashboard, light and dark, on a
// 375 px phone and a desktop, with the marks chart's table open. Not a check, so skipped normally.
test.describe('Screenshots', () => {
  test.skip(!process.env.SHOTS, 'SHOTS=1 takes them');
  test('the dashboard in both themes, phone and desktop', async ({ browser }) => {
    test.setTimeout(180_000);
    for (const theme of ['light', 'dark']) {
      for (const [name, viewport] of [
        ['phone', { width: 375, height: 812 }],
        ['desktop', { width: 1280, height: 800 }],
      ] as const) {
        // Signed in at desktop width, where the Logout button the helper waits for is in the bar.
        const context = await browser.newContext();
        await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
        const page = await context.newPage();
        await signInViaUi(page, DEMO);
        await openProgress(page);
        await page.setViewportSize(viewport);
        const marks = page.getByRole('figure', { name: PROGRESS.marksChart });
        await expect(page.getByRole('figure', { name: PROGRESS.monthChart }).locator('svg.recharts-surface')).toBeVisible();
        await marks.getByText(PROGRESS.showTable).click();
        await expect(marks.getByRole('table')).toBeVisible();
        // The charts redraw at the new width (ResizeObserver); from the top, the bar is drawn there.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(500);
        await page.screenshot({ path: `docs/screenshots/progress/progress-${theme}-${name}.png`, fullPage: true });
        await context.close();
      }
    }
  });
});
