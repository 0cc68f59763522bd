import { expect, type Locator, type Page } from '@playwright/test';

/** The row of `title` on a paged table, asking for more pages until it shows. */
export async function rowOf(page: Page, title: string): Promise<Locator> {
  const row = page.getByRole('row').filter({ hasText: title });
  const more = page.getByRole('button', { name: /^Show more/ });
  await expect(row.or(page.getByRole('table'))).not.toHaveCount(0);
  while ((await row.count()) === 0 && (await more.count()) > 0) await more.click();
  await expect(row).toBeVisible();
  return row;
}
