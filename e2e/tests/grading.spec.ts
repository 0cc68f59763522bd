import { API_PATHS, MESSAGES, ROUTES, type Submission } from '@studyhub/contracts';
import { apiCall, createAccount, createAssignmentViaApi, expect, signInViaUi, test, type TestAccount } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { rowOf } from '../support/tables';
import { navigateTo, signedInPage, unique } from '../support/people';
import { GRADING } from '../support/area-texts';

const S = MESSAGES.submissions;
const INVALID_MARKS = MESSAGES.validation.obtainedMarks;

/** An assignment by a fresh owner with one pending submission by `submitter` (both through the API). */
async function pendingSubmission(submitter: TestAccount, title = `Grading ${unique()}`) {
  const owner = await createAccount();
  const assignment = await createAssignmentViaApi(owner, { title, marks: 40 });
  await apiCall<Submission>(submitter, 'POST', API_PATHS.submitAssignment(assignment._id), {
    googleDocsLink: `https://docs.google.com/document/d/${unique()}`,
    notes: '',
  });
  return title;
}

test.describe('Grading', () => {
  test("B takes A's assignment, C marks it, and B sees the mark", async ({ browser, page }) => {
    // Three browsers and a confirmation at each step: past the default on a busy 2-core machine.
    test.setTimeout(180_000);
    const [owner, submitter, marker] = await Promise.all([createAccount(), createAccount(), createAccount()]);
    const title = `Essay on rivers ${unique()}`;
    const docsLink = `https://docs.google.com/document/d/${unique()}`;
    const assignment = await createAssignmentViaApi(owner, { title, marks: 40 });

    // B takes the assignment through its details screen and lands on Pending.
    await signInViaUi(page, submitter);
    await page.goto(ROUTES.assignmentDetails(assignment._id));
    await page.getByRole('button', { name: 'Take Assignment' }).click();
    const take = page.getByRole('dialog', { name: 'Submit Assignment' });
    await take.getByLabel('Google Docs Link').fill(docsLink);
    await take.getByLabel('Notes').fill('The map is on page 2.');
    await take.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.pendingAssignments}$`));
    // A first submission is confirmed in an alert over the Pending page.
    await page.locator('.swal2-popup').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pending Assignments' })).toBeVisible();
    const ownRow = await rowOf(page, title);
    await expect(ownRow.getByText(GRADING.yourSubmission)).toBeVisible();
    await expect(ownRow.getByRole('button', { name: 'Give Mark' })).toHaveCount(0);

    await navigateTo(page, 'My Attempted Assignments');
    const mine = await rowOf(page, title);
    // The last cell holds the history link, which waiting work does not have yet.
    await expect(mine.getByRole('cell')).toHaveText(['Pending', '40', GRADING.notMarked, S.noFeedback, '']);

    // C marks it, first with marks the form refuses.
    const markerPage = await signedInPage(browser, marker);
    await markerPage.goto(ROUTES.pendingAssignments);
    const row = await rowOf(markerPage, title);
    await expect(row.getByRole('cell')).toHaveText(['40', submitter.displayName, 'Give Mark']);
    await row.getByRole('button', { name: 'Give Mark' }).click();
    const modal = markerPage.getByRole('dialog', { name: 'Mark Submission' });
    const link = modal.getByRole('link', { name: new RegExp(docsLink.replace(/[.]/g, '\\.')) });
    await expect(link).toHaveAttribute('href', docsLink);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(modal.getByText('The map is on page 2.')).toBeVisible();
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal.getByText(INVALID_MARKS)).toBeVisible();
    await modal.getByLabel('Marks Obtained').fill('-4');
    await expect(modal.getByText(INVALID_MARKS)).toBeVisible();
    await modal.getByLabel('Marks Obtained').fill('33');
    await expect(modal.getByText(INVALID_MARKS)).toBeHidden();
    await modal.getByLabel('Feedback').fill('Clear structure; cite the flood data.');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(markerPage.getByRole('dialog').filter({ hasText: GRADING.marked })).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(markerPage.getByRole('row').filter({ hasText: title })).toHaveCount(0);

    // B's screens catch up on the next visit, without a reload.
    await navigateTo(page, 'Pending');
    await expect(page.getByRole('heading', { level: 1, name: 'Pending Assignments' })).toBeVisible();
    await expect(page.getByRole('table').or(page.getByText(GRADING.noPending))).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await navigateTo(page, 'My Attempted Assignments');
    await expect((await rowOf(page, title)).getByRole('cell')).toHaveText([
      'Completed',
      '40',
      '33',
      'Clear structure; cite the flood data.',
      'History',
    ]);
    await markerPage.context().close();
  });

  test('of two markers racing, the second is told it was already marked and the row leaves', async ({ browser }) => {
    // Two accounts signed in through the login page, side by side: on two loaded cores the sign-ins
    // alone took 23 s of the default 45 (CI, 2026-11-26).
    test.setTimeout(180_000);
    const [submitter, first, second] = await Promise.all([createAccount(), createAccount(), createAccount()]);
    const title = await pendingSubmission(submitter);
    const [firstPage, secondPage] = await Promise.all([signedInPage(browser, first), signedInPage(browser, second)]);

    for (const markerPage of [firstPage, secondPage]) {
      await markerPage.goto(ROUTES.pendingAssignments);
      await (await rowOf(markerPage, title)).getByRole('button', { name: 'Give Mark' }).click();
      await markerPage.getByLabel('Marks Obtained').fill(markerPage === firstPage ? '30' : '25');
    }
    await firstPage.getByRole('button', { name: 'Submit' }).click();
    await expect(firstPage.getByRole('dialog').filter({ hasText: GRADING.marked })).toBeVisible();

    await secondPage.getByRole('button', { name: 'Submit' }).click();
    const refusal = secondPage.getByRole('dialog').filter({ hasText: MESSAGES.api.alreadyMarked });
    await expect(refusal).toContainText(MESSAGES.auth.errorTitle);
    await expect(secondPage.getByRole('dialog', { name: 'Mark Submission' })).toBeHidden();
    await refusal.getByRole('button', { name: 'OK' }).click();
    await expect(secondPage.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await Promise.all([firstPage.context().close(), secondPage.context().close()]);
  });

  test('Escape closes the modal, focus returns to its Give Mark button, and the next opening starts empty', async ({ page, account }) => {
    const title = await pendingSubmission(await createAccount());
    await signInViaUi(page, account);
    await page.goto(ROUTES.pendingAssignments);
    const giveMark = (await rowOf(page, title)).getByRole('button', { name: 'Give Mark' });
    await giveMark.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Mark Submission' });
    await expect(modal).toBeVisible();
    // The plain-text note of a submission without notes.
    await expect(modal.getByText(S.noNotes)).toBeVisible();
    await modal.getByLabel('Marks Obtained').fill('12');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(giveMark).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(modal.getByLabel('Marks Obtained')).toHaveValue('');
  });

  test('a guest opening Pending is asked to log in and lands on the login page', async ({ page }) => {
    await page.goto(ROUTES.pendingAssignments);
    const prompt = page.getByRole('dialog').filter({ hasText: GRADING.loginTo.mark });
    await expect(prompt).toContainText(MESSAGES.auth.loginRequiredTitle);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
    await prompt.getByRole('button', { name: 'OK' }).click();
    await expect(prompt).toBeHidden();
  });

  test('on a phone both tables fit the screen width', async ({ page, account }) => {
    const title = await pendingSubmission(account);
    await signInViaUi(page, account);
    // After signing in: on a phone the Logout button that signInViaUi waits for sits in the menu.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [ROUTES.pendingAssignments, ROUTES.myGroup]) {
      await page.goto(path);
      await rowOf(page, title);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('Grading accessibility (axe-core, serious and critical)', () => {
  test('Pending, the Mark Submission modal and My Attempted Assignments, in both themes', async ({ page, account }) => {
    // Six axe runs over growing tables.
    test.setTimeout(180_000);
    const own = await pendingSubmission(account);
    const others = await pendingSubmission(await createAccount());
    await signInViaUi(page, account);
    for (const theme of ['light', 'dark']) {
      if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await page.goto(ROUTES.pendingAssignments);
      await rowOf(page, own);
      await expectNoSeriousViolations(page);
      await (await rowOf(page, others)).getByRole('button', { name: 'Give Mark' }).click();
      await expect(page.getByRole('dialog', { name: 'Mark Submission' })).toBeVisible();
      await page.getByRole('dialog', { name: 'Mark Submission' }).getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText(INVALID_MARKS)).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      await page.goto(ROUTES.myGroup);
      await rowOf(page, own);
      await expectNoSeriousViolations(page);
    }
  });
});
