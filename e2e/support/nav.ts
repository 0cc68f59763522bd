import { expect, type Page } from '@playwright/test';

/** The shell's wide-screen link row (shell/src/layout/desktop-links.tsx). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Follows an entry of the link row, from under More when the bar has no room for it (how many
 * fit depends on the window's width and on the entries the areas publish).
 */
export async function followMainNav(page: Page, label: string) {
  const nav = mainNav(page);
  const link = nav.getByRole('link', { name: label, exact: true });
  const more = nav.getByRole('button', { name: 'More', exact: true });
  await expect(link.or(more).first()).toBeVisible();
  if (!(await link.isVisible())) await more.click();
  await link.click();
}
