// Several people at once, each in a browser context of their own (own cookies and storage), and
// the moves they make that never reload the page.
import type { Browser, Page } from '@playwright/test';
import { signInViaUi } from './fixtures';
import type { TestAccount } from './accounts';
import { followMainNav } from './nav';

/** A short random tag that keeps titles and links of one test apart from every other run's. */
export const unique = () => Math.random().toString(36).slice(2, 8);

/** A signed-in page of its own, as a second person at another computer. */
export async function signedInPage(browser: Browser, account: TestAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInViaUi(page, account);
  return page;
}

/** Goes to a screen through the navigation bar: no reload, so only the app's own cache decides. */
export async function navigateTo(page: Page, label: 'Pending' | 'My Attempted Assignments') {
  await followMainNav(page, label);
}
