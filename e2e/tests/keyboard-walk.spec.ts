import { API_PATHS, ROUTES, type Assignment, type Submission } from '@studyhub/contracts';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { apiCall, createAccount, expect, test, thumbnailUrl, type TestAccount } from '../support/fixtures';
import { focused, focusOnBody, routeAnnouncer, signInByKeyboard, tabTo } from '../support/keyboard';
import { ASSIGNMENTS, GRADING } from '../support/area-texts';

// Create, take and mark with the keyboard alone: every step is a key press, and after each one the
// test checks where focus is, as a keyboard or screen-reader user would find out.

const tag = () => randomUUID().slice(0, 8);
const longDate = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'long' });
const popup = (page: Page) => page.locator('.swal2-popup');

/** A page of its own (own storage), signed in by keyboard: another person at another computer. */
async function keyboardUser(browser: Browser, account: TestAccount) {
  const page = await (await browser.newContext()).newPage();
  await signInByKeyboard(page, account);
  return page;
}

test.describe('Keyboard only', () => {
  test('A creates an assignment, B takes it and C marks it, with focus followed at every step', async ({ browser }) => {
    test.setTimeout(180_000);
    const [author, student, marker] = await Promise.all([
      createAccount({ displayName: `Author ${tag()}` }),
      createAccount({ displayName: `Student ${tag()}` }),
      createAccount({ displayName: `Marker ${tag()}` }),
    ]);
    const title = `Keyboard essay ${tag()}`;

    // A: the create form, field by field.
    const a = await keyboardUser(browser, author);
    await a.goto(ROUTES.createAssignment);
    await expect(a.getByRole('heading', { level: 1, name: 'Create New Assignment' })).toBeVisible();
    await tabTo(a, a.getByLabel('Title'));
    await a.keyboard.type(title);
    await a.keyboard.press('Tab');
    await expect(focused(a)).toHaveAccessibleName('Description');
    await a.keyboard.type('Explain the water cycle in your own words, with a drawing.');
    await a.keyboard.press('Tab');
    await expect(focused(a)).toHaveAccessibleName('Marks');
    await a.keyboard.type('25');
    await a.keyboard.press('Tab');
    await expect(focused(a)).toHaveAccessibleName('Difficulty');
    await a.keyboard.press('ArrowDown');
    await expect(focused(a)).toHaveValue('Medium');
    await a.keyboard.press('Tab');
    await expect(focused(a)).toHaveAccessibleName('Thumbnail URL');
    await a.keyboard.type(thumbnailUrl('geography.jpg'));
    await expect(a.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();
    await a.keyboard.press('Tab');
    await expect(focused(a)).toHaveAccessibleName('Due Date');
    const due = longDate(new Date(Date.now() + 10 * 864e5));
    await a.keyboard.type(due);
    await a.keyboard.press('Enter');
    await expect(a.getByLabel('Due Date')).toHaveValue(due);
    // Back one field and forward again: Shift+Tab works through the form as well.
    await a.keyboard.press('Shift+Tab');
    await expect(focused(a)).toHaveAccessibleName('Thumbnail URL');
    await tabTo(a, a.getByRole('button', { name: 'Create Assignment' }));
    await a.keyboard.press('Enter');

    // The list follows the save, unquestioned; its heading has focus and its title is read out.
    await expect(a).toHaveURL(new RegExp(`${ROUTES.assignments}$`));
    await expect(popup(a).getByText(ASSIGNMENTS.created)).toBeVisible();
    await expect(popup(a)).toBeHidden();
    const listHeading = a.getByRole('heading', { level: 1, name: ASSIGNMENTS.listTitle });
    await expect(listHeading).toBeFocused();
    await expect(routeAnnouncer(a)).toHaveText(`${ASSIGNMENTS.listTitle} · StudyHub`);
    const [created] = await apiCall<Assignment[]>(author, 'GET', `${API_PATHS.assignments}?search=${encodeURIComponent(title)}`);
    expect(created).toMatchObject({ title, marks: 25, difficulty: 'Medium', userEmail: author.email });

    // B: Take, the dialog's fields, Submit.
    const b = await keyboardUser(browser, student);
    await b.goto(ROUTES.assignmentDetails(created._id));
    await expect(b.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await tabTo(b, b.getByRole('button', { name: 'Take Assignment' }));
    await b.keyboard.press('Enter');
    const dialog = b.getByRole('dialog', { name: 'Submit Assignment' });
    await expect(dialog.getByLabel('Google Docs Link')).toBeFocused();
    const docsLink = `https://docs.google.com/document/d/${tag()}`;
    await b.keyboard.type(docsLink);
    await b.keyboard.press('Tab');
    await expect(dialog.getByLabel('Notes')).toBeFocused();
    await b.keyboard.type('The drawing is on page 2.');
    await tabTo(b, dialog.getByRole('button', { name: 'Submit' }));
    await b.keyboard.press('Space');

    // The confirmation is an alert whose OK button has focus; after it, the page's heading does.
    await expect(popup(b).getByText('Assignment submitted!')).toBeVisible();
    await expect(popup(b).getByRole('button', { name: 'OK' })).toBeFocused();
    await b.keyboard.press('Enter');
    await expect(popup(b)).toBeHidden();
    await expect(b).toHaveURL(new RegExp(`${ROUTES.pendingAssignments}$`));
    await expect(b.getByRole('heading', { level: 1, name: 'Pending Assignments' })).toBeFocused();
    const ownRow = b.getByRole('row').filter({ hasText: title });
    await expect(ownRow).toHaveAttribute('aria-current', 'true');

    // C: from Pending, straight to the right row's button by its name.
    const c = await keyboardUser(browser, marker);
    await c.goto(ROUTES.pendingAssignments);
    const rows = c.getByRole('row').filter({ hasText: title });
    await expect(rows).toHaveCount(1);
    const giveMark = c.getByRole('button', { name: `Give mark to ${title} by ${student.displayName}`, exact: true });
    await tabTo(c, giveMark, { max: 120 });
    await c.keyboard.press('Enter');
    const markDialog = c.getByRole('dialog', { name: 'Mark Submission' });
    await expect(markDialog.getByLabel('Marks Obtained')).toBeFocused();
    await c.keyboard.type('21');
    await c.keyboard.press('Tab');
    await expect(markDialog.getByLabel('Feedback')).toBeFocused();
    await c.keyboard.type('Clear, and the drawing helps.');
    await tabTo(c, markDialog.getByRole('button', { name: 'Submit' }));
    await c.keyboard.press('Enter');

    await expect(popup(c).getByText(GRADING.marked)).toBeVisible();
    await expect(popup(c)).toBeHidden();
    await expect(rows).toHaveCount(0);
    // Focus stays somewhere a keyboard user can go on from: the table's heading or the next row's
    // button, never <body>. Checked again a moment later, once the list has settled.
    const settled = async () => {
      expect(await focusOnBody(c)).toBe(false);
      await expect(focused(c)).toHaveAccessibleName(/^(Pending Assignments|Give mark to .+)$/);
    };
    await settled();
    await c.waitForTimeout(1_000);
    await settled();

    const [marked] = await apiCall<Submission[]>(student, 'GET', `${API_PATHS.submissions}?assignmentId=${created._id}`);
    expect(marked).toMatchObject({
      status: 'completed',
      obtainedMarks: 21,
      feedback: 'Clear, and the drawing helps.',
      googleDocsLink: docsLink,
    });
  });
});
