import { ROUTES } from '@studyhub/contracts';
import type { Page } from '@playwright/test';
import { expect, signInViaUi, test } from '../support/fixtures';

// The form kit's words (libs/forms/src/forms.texts.ts); browser tests import only contracts.
const LEAVE = { title: 'Leave this page?', body: 'Your changes are kept as a draft on this device.', leave: 'Leave', stay: 'Stay' };

const popup = (page: Page) => page.locator('.swal2-popup');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('Unsaved changes', () => {
  test('a link out of Create asks first: Stay keeps the text, Leave goes and the draft waits', async ({ page, account }) => {
    await signInViaUi(page, account);
    await page.goto(ROUTES.createAssignment);
    await page.getByLabel('Title').fill('Half-written essay');

    await mainNav(page).getByRole('link', { name: 'All Assignments' }).click();
    await expect(popup(page).getByText(LEAVE.title)).toBeVisible();
    await expect(popup(page).getByText(LEAVE.body)).toBeVisible();
    // Enter or Space on arrival stays.
    await expect(popup(page).getByRole('button', { name: LEAVE.stay })).toBeFocused();
    await popup(page).getByRole('button', { name: LEAVE.stay }).click();
    await expect(popup(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.createAssignment}$`));
    await expect(page.getByLabel('Title')).toHaveValue('Half-written essay');

    await mainNav(page).getByRole('link', { name: 'All Assignments' }).click();
    await popup(page).getByRole('button', { name: LEAVE.leave }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.assignments}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'All Assignments' })).toBeVisible();

    // Back on Create, the draft is there; with no changes, leaving is not questioned.
    await page.goBack();
    await expect(page.getByLabel('Title')).toHaveValue('Half-written essay');
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await mainNav(page).getByRole('link', { name: 'All Assignments' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.assignments}$`));
    await expect(popup(page)).toBeHidden();
  });
});
