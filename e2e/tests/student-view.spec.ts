import { API_PATHS, MESSAGES, ROUTES, type Submission } from '@studyhub/contracts';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  apiCall,
  createAccount,
  createAssignmentViaApi,
  expect,
  signInViaUi,
  test,
  type TestAccount,
  waitForHydration,
} from '../support/fixtures';
import { ASSIGNMENTS, GRADING } from '../support/area-texts';
import { followMainNav } from '../support/nav';

const tag = () => randomUUID().slice(0, 8);
const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const card = (page: Page, title: string) => page.getByTestId('assignment-card').filter({ hasText: title });
const popup = (page: Page) => page.locator('.swal2-popup');
const statusChip = (page: Page, title: string) => page.getByRole('region', { name: title }).getByTestId('viewer-status');

async function submitViaApi(student: TestAccount, assignmentId: string) {
  return apiCall<Submission>(student, 'POST', API_PATHS.submitAssignment(assignmentId), {
    googleDocsLink: `https://docs.google.com/document/d/${tag()}`,
    notes: '',
  });
}

test.describe("A student's view of their work", () => {
  test('a first submission is confirmed, its row is highlighted on Pending, and its status follows it to the grade', async ({
    page,
    account,
  }) => {
    const owner = await createAccount({ displayName: 'Olga Owner' });
    const title = `Status essay ${tag()}`;
    const assignment = await createAssignmentViaApi(owner, { title, marks: 40 });
    await signInViaUi(page, account);

    await page.goto(ROUTES.assignmentDetails(assignment._id));
    await expect(statusChip(page, title)).toHaveText('Not taken');
    await expect(page.getByText(longDate(assignment.dueDate))).toBeVisible();
    await page.getByRole('button', { name: 'Take Assignment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Assignment' });
    await dialog.getByLabel('Google Docs Link').fill(`https://docs.google.com/document/d/${tag()}`);
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect(popup(page).getByText('Assignment submitted!')).toBeVisible();
    await popup(page).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.pendingAssignments}$`));
    const ownRow = page.getByRole('row').filter({ hasText: title });
    await expect(ownRow).toHaveAttribute('aria-current', 'true');
    await expect(ownRow.getByText(GRADING.yourSubmission)).toBeVisible();
    await expect(ownRow).toBeInViewport();

    // Details: waiting, the submission shown with Resubmit and Withdraw, no second Take.
    await page.goto(ROUTES.assignmentDetails(assignment._id));
    await expect(statusChip(page, title)).toHaveText('Submitted - waiting');
    const mine = page.getByTestId('my-submission');
    await expect(mine.getByRole('button', { name: 'Resubmit' })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Take Assignment' })).toHaveCount(0);
    await page.goto(`${ROUTES.assignments}?search=${encodeURIComponent(title)}`);
    await expect(card(page, title).getByTestId('viewer-status')).toHaveText('Submitted - waiting');

    // Someone marks it: card and details say the grade.
    const marker = await createAccount();
    const [submission] = await apiCall<Submission[]>(account, 'GET', `${API_PATHS.submissions}?assignmentId=${assignment._id}`);
    await apiCall(marker, 'PUT', API_PATHS.markSubmission(submission._id), { obtainedMarks: 31, feedback: 'Clear and well argued.' });
    await page.reload();
    await expect(card(page, title).getByTestId('viewer-status')).toHaveText('Graded 31/40');
    await page.goto(ROUTES.assignmentDetails(assignment._id));
    await expect(statusChip(page, title)).toHaveText('Graded 31/40');
    await expect(page.getByTestId('my-submission')).toContainText('Clear and well argued.');
    await expect(page.getByTestId('my-submission').getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  });

  test('the list narrows to mine, not taken and to grade, in the URL', async ({ page, account }) => {
    const run = tag();
    const other = await createAccount();
    const third = await createAccount();
    await createAssignmentViaApi(account, { title: `Views ${run} mine` });
    await createAssignmentViaApi(other, { title: `Views ${run} open` });
    const waiting = await createAssignmentViaApi(other, { title: `Views ${run} waiting` });
    await submitViaApi(third, waiting._id);

    await signInViaUi(page, account);
    await page.goto(`${ROUTES.assignments}?search=${run}&sort=dueDate`);
    const titles = page.getByTestId('assignment-card').getByRole('heading');
    await expect(titles).toHaveCount(3);
    await expect(card(page, `${run} mine`).getByTestId('viewer-status')).toHaveText('Your assignment');
    const show = page.getByLabel('Show', { exact: true });
    await show.selectOption('mine');
    await expect(titles).toHaveText([`Views ${run} mine`]);
    await expect(page).toHaveURL(/show=mine/);
    await show.selectOption('not-taken');
    await expect(titles).toHaveCount(2);
    await expect(card(page, `${run} open`)).toBeVisible();
    await expect(card(page, `${run} waiting`)).toBeVisible();
    await show.selectOption('to-grade');
    await expect(titles).toHaveText([`Views ${run} waiting`]);
    await page.reload();
    await expect(show).toHaveValue('to-grade');
    await expect(page.getByLabel('Sort By', { exact: true })).toHaveValue('dueDate');
  });

  test('deleting says how much work waits and is graded; the student then sees it withdrawn', async ({ page, browser, account }) => {
    const [first, second, graded] = await Promise.all([createAccount(), createAccount(), createAccount()]);
    const title = `Doomed ${tag()}`;
    const assignment = await createAssignmentViaApi(account, { title });
    await submitViaApi(first, assignment._id);
    await submitViaApi(second, assignment._id);
    const done = await submitViaApi(graded, assignment._id);
    await apiCall(first, 'PUT', API_PATHS.markSubmission(done._id), { obtainedMarks: 20, feedback: '' });

    await signInViaUi(page, account);
    // The author's view: counts and the table, no Take button.
    await page.goto(ROUTES.assignmentDetails(assignment._id));
    const authorView = page.getByTestId('author-submissions');
    await expect(authorView.getByText('2 waiting · 1 graded')).toBeVisible();
    await expect(authorView.getByRole('row')).toHaveCount(4);
    await expect(authorView.getByRole('link', { name: 'Grade waiting work' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Take Assignment|Submit late/ })).toHaveCount(0);

    await page.goto(`${ROUTES.assignments}?search=${encodeURIComponent(title)}`);
    await card(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    await expect(popup(page)).toContainText(
      '2 submissions are waiting for a mark and will be withdrawn; 1 graded submission keeps its grade.',
    );
    await expect(popup(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
    await popup(page).getByRole('button', { name: ASSIGNMENTS.deleteConfirmButton }).click();
    await expect(popup(page).getByText(MESSAGES.assignments.deletedBody)).toBeVisible();

    const studentPage = await (await browser.newContext()).newPage();
    await signInViaUi(studentPage, first);
    await studentPage.goto(ROUTES.myGroup);
    const row = studentPage.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('cell')).toHaveText(['Withdrawn', String(assignment.marks), GRADING.notMarked, 'Assignment deleted', '']);
  });
});

test.describe('No lost work, no dead ends', () => {
  test('a create form keeps its draft across a reload until discarded', async ({ page, account }) => {
    await signInViaUi(page, account);
    await page.goto(ROUTES.createAssignment);
    const title = `Draft ${tag()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('A description long enough to be kept.');
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByText('Draft restored')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Description')).toHaveValue('A description long enough to be kept.');
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('');
    await page.reload();
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expect(page.getByText('Draft restored')).toHaveCount(0);
  });

  test('a list that fails to load says so in place, and Retry loads it', async ({ page }) => {
    await page.route(/\/api\/assignments(\?|$)/, (route) => route.abort());
    // Reached in the browser: a page load of the list comes drawn by the server, with its cards.
    await page.goto(ROUTES.terms);
    // Once hydrated, the link is the router's (before, the browser would load the page).
    await waitForHydration(page);
    await followMainNav(page, 'All Assignments');
    await expect(popup(page).getByText(ASSIGNMENTS.loadFailed)).toBeVisible();
    await popup(page).getByRole('button', { name: 'OK' }).click();
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(page.getByRole('alert').filter({ hasText: ASSIGNMENTS.loadFailed })).toBeVisible();
    await page.unroute(/\/api\/assignments(\?|$)/);
    await retry.click();
    await expect(page.getByTestId('assignment-card').first()).toBeVisible();
    await expect(retry).toHaveCount(0);
  });
});

// Pictures for a person to look at (SHOTS=1): cards and details in each state, light and dark,
// phone and desktop. Not a check, so skipped in normal runs.
test.describe('Screenshots', () => {
  test.skip(!process.env.SHOTS, 'SHOTS=1 takes them');
  test('cards and details in each state', async ({ browser }) => {
    test.setTimeout(180_000);
    const run = tag();
    const [owner, student, marker] = await Promise.all([createAccount({ displayName: 'Alan Turing' }), createAccount(), createAccount()]);
    const long = `Sorting${'Algorithms'.repeat(6)}Compared ${run}`;
    const waiting = await createAssignmentViaApi(owner, { title: long, thumbnailUrl: 'http://localhost:9/missing.png' });
    const graded = await createAssignmentViaApi(owner, { title: `Graded essay ${run}` });
    await createAssignmentViaApi(owner, { title: `Open essay ${run}` });
    await createAssignmentViaApi(student, { title: `Own essay ${run}` });
    await submitViaApi(student, waiting._id);
    const done = await submitViaApi(student, graded._id);
    await apiCall(marker, 'PUT', API_PATHS.markSubmission(done._id), { obtainedMarks: 33, feedback: 'Good structure.' });
    for (const theme of ['light', 'dark']) {
      for (const [name, viewport] of [
        ['phone', { width: 390, height: 844 }],
        ['desktop', { width: 1280, height: 900 }],
      ] as const) {
        // Signed in at desktop width, where the Logout button the helper waits for is in the bar.
        const context = await browser.newContext();
        await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
        const page = await context.newPage();
        await signInViaUi(page, student);
        await page.setViewportSize(viewport);
        await page.goto(`${ROUTES.assignments}?search=${run}`);
        await expect(page.getByTestId('assignment-card')).toHaveCount(4);
        await page.screenshot({ path: `/tmp/shots/list-${theme}-${name}.png`, fullPage: true });
        await page.goto(ROUTES.assignmentDetails(waiting._id));
        await expect(page.getByTestId('my-submission')).toBeVisible();
        await page.screenshot({ path: `/tmp/shots/details-waiting-${theme}-${name}.png`, fullPage: true });
        await page.goto(ROUTES.assignmentDetails(graded._id));
        await expect(page.getByTestId('my-submission')).toBeVisible();
        await page.screenshot({ path: `/tmp/shots/details-graded-${theme}-${name}.png`, fullPage: true });
        await page.goto(ROUTES.pendingAssignments);
        await expect(page.getByRole('table')).toBeVisible();
        await page.screenshot({ path: `/tmp/shots/pending-${theme}-${name}.png`, fullPage: true });
        await context.close();
        const ownerContext = await browser.newContext();
        await ownerContext.addInitScript((value) => localStorage.setItem('theme', value), theme);
        const ownerPage = await ownerContext.newPage();
        await signInViaUi(ownerPage, owner);
        await ownerPage.setViewportSize(viewport);
        await ownerPage.goto(ROUTES.assignmentDetails(waiting._id));
        await expect(ownerPage.getByTestId('author-submissions').getByRole('row')).toHaveCount(2);
        await ownerPage.screenshot({ path: `/tmp/shots/details-owner-${theme}-${name}.png`, fullPage: true });
        await ownerContext.close();
      }
    }
  });
});
