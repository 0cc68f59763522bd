import { API_PATHS, CARD_GRID_PAGE_SIZE, MESSAGES, ROUTES, type Submission } from '@studyhub/contracts';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiCall, createAccount, createAssignmentViaApi, expect, signInViaUi, test, thumbnailUrl } from '../support/fixtures';
import { ASSIGNMENTS, SHELL } from '../support/area-texts';

const V = MESSAGES.validation;
const A = MESSAGES.assignments;
const tag = () => randomUUID().slice(0, 8);
const day = (offset: number) => new Date(Date.now() + offset * 864e5);
const longDate = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'long' });

/** Clicks the confirm button of the open alert (sweetalert2), after checking its text. */
async function answerAlert(page: Page, text: string, button = 'OK') {
  const alert = page.locator('.swal2-popup');
  await expect(alert.getByText(text, { exact: true })).toBeVisible();
  await alert.getByRole('button', { name: button, exact: true }).click();
}

const card = (page: Page, title: string) => page.getByTestId('assignment-card').filter({ hasText: title });

test.describe('Assignment details and Take', () => {
  test('a guest browses the list, opens the details and is asked to log in on Take', async ({ page }) => {
    const owner = await createAccount({ displayName: 'Olga Owner' });
    const title = `Guest-visible essay ${tag()}`;
    const assignment = await createAssignmentViaApi(owner, { title, marks: 35, difficulty: 'Hard', dueDate: '2030-12-01' });

    await page.goto(`${ROUTES.assignments}?search=${encodeURIComponent(title)}`);
    await card(page, title).getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.assignmentDetails(assignment._id)}$`));
    const details = page.getByRole('region', { name: title });
    await expect(details.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(details.getByText('Hard', { exact: true })).toBeVisible();
    await expect(details.getByText('December 1, 2030')).toBeVisible();
    await expect(details.getByText('35', { exact: true })).toBeVisible();
    await expect(details.getByText('Olga Owner')).toBeVisible();
    await expect(details.getByText(assignment.description)).toBeVisible();

    await page.getByRole('button', { name: 'Take Assignment' }).click();
    await answerAlert(page, ASSIGNMENTS.login.toSubmit, MESSAGES.auth.goToLogin);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
  });

  test("an id that does not exist says 'No assignment found.'; Back returns to the list", async ({ page }) => {
    await page.goto(ROUTES.assignmentDetails(randomUUID()));
    await expect(page.getByText(ASSIGNMENTS.noneFound)).toBeVisible();
    await page.getByRole('link', { name: '← Back to Assignments' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.assignments}$`));
  });

  test('Take with a bad link keeps the notes and says why; a good link lands on Pending', async ({ page, account }) => {
    const owner = await createAccount();
    const assignment = await createAssignmentViaApi(owner, { title: `Take me ${tag()}` });
    await signInViaUi(page, account);
    // The /auth/ path is the same screen, behind the guard.
    await page.goto(ASSIGNMENTS.paths.authAssignmentDetails(assignment._id));
    await page.getByRole('button', { name: 'Take Assignment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Assignment' });
    await expect(dialog.getByLabel('Google Docs Link')).toBeFocused();
    await expect(dialog.getByLabel('Notes')).toHaveAttribute('rows', '4');
    await dialog.getByLabel('Google Docs Link').fill('javascript:alert(1)');
    await dialog.getByLabel('Notes').fill('Section 3 is a draft.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(V.googleDocsLink)).toBeVisible();
    await expect(dialog.getByLabel('Notes')).toHaveValue('Section 3 is a draft.');

    // Cancel closes; opening again starts empty.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Take Assignment' }).click();
    await expect(dialog.getByLabel('Notes')).toHaveValue('');

    const link = `https://docs.google.com/document/d/${tag()}`;
    await dialog.getByLabel('Google Docs Link').fill(link);
    await dialog.getByLabel('Notes').fill('Final version.');

    // A refusal by the server is said inside the dialog, and nothing typed is lost.
    const submitPath = `**${API_PATHS.submitAssignment(assignment._id)}`;
    await page.route(submitPath, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, code: 'INTERNAL', message: 'Try again in a minute.' }),
      }),
    );
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Try again in a minute.');
    await expect(dialog.getByLabel('Google Docs Link')).toHaveValue(link);
    await expect(dialog.getByLabel('Notes')).toHaveValue('Final version.');
    await page.unroute(submitPath);

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.pendingAssignments}$`));
    const mine = await apiCall<Submission[]>(account, 'GET', API_PATHS.submissions);
    expect(mine.filter((submission) => submission.assignmentId === assignment._id)).toMatchObject([
      { googleDocsLink: link, notes: 'Final version.', status: 'pending' },
    ]);
  });
});

test.describe('Create', () => {
  test('each invalid field shows its spec message, past days cannot be picked, then the assignment is created and listed', async ({
    page,
    account,
  }) => {
    await signInViaUi(page, account);
    await page.goto(ROUTES.createAssignment);
    await expect(page.getByRole('heading', { name: 'Create New Assignment' })).toBeVisible();
    await expect(page.getByLabel('Your Email')).toHaveValue(account.email);
    await expect(page.getByLabel('Your Email')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Your Name')).toHaveValue(account.displayName);

    const submit = page.getByRole('button', { name: 'Create Assignment' });
    await submit.click();
    await answerAlert(page, V.fixForm);
    for (const message of [V.title, V.description, V.marks, V.thumbnailUrl, V.dueDate]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Title')).toBeFocused();

    const title = `Created in the browser ${tag()}`;
    await page.getByLabel('Title').fill('abcd');
    await expect(page.getByText(V.title)).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await expect(page.getByText(V.title)).toBeHidden();

    await page.getByLabel('Description').fill('Too short');
    await expect(page.getByText(/11 more characters to go/)).toBeVisible();
    await page.getByLabel('Description').fill('Explain the water cycle in your own words, with a drawing.');
    await expect(page.getByText(V.description)).toBeHidden();
    await expect(page.getByText(/more characters to go/)).toBeHidden();

    await page.getByLabel('Marks').fill('0');
    await expect(page.getByText(V.marks)).toBeVisible();
    await page.getByLabel('Marks').fill('25');
    await expect(page.getByText(V.marks)).toBeHidden();

    await page.getByLabel('Thumbnail URL').fill('https://example.org/picture.bmp');
    await expect(page.getByText(V.thumbnailUrl)).toBeVisible();
    await page.getByLabel('Thumbnail URL').fill(thumbnailUrl('geography.jpg'));
    await expect(page.getByText(V.thumbnailUrl)).toBeHidden();
    await expect(page.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();
    await page.getByLabel('Difficulty').selectOption('Hard');

    // The calendar refuses yesterday; a typed past day is not taken either.
    await page.getByLabel('Due Date').click();
    const yesterday = day(-1);
    if (yesterday.getMonth() !== new Date().getMonth()) await page.getByRole('button', { name: 'Previous Month' }).click();
    const yesterdayCell = page.locator(
      `.react-datepicker__day--${String(yesterday.getDate()).padStart(3, '0')}:not(.react-datepicker__day--outside-month)`,
    );
    await expect(yesterdayCell).toHaveAttribute('aria-disabled', 'true');
    await yesterdayCell.click({ force: true });
    await expect(page.getByLabel('Due Date')).toHaveValue('');
    await page.getByLabel('Due Date').fill(longDate(day(-3)));
    await page.getByLabel('Due Date').press('Escape');
    await submit.click();
    await answerAlert(page, V.fixForm);
    await expect(page.getByText(V.dueDate)).toBeVisible();

    const due = day(10);
    await page.getByLabel('Due Date').fill(longDate(due));
    await page.getByLabel('Due Date').press('Enter');
    await expect(page.getByLabel('Due Date')).toHaveValue(longDate(due));
    await expect(page.getByText(V.dueDate)).toBeHidden();

    await submit.click();
    await expect(page.getByText(ASSIGNMENTS.created)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.assignments}$`));
    await page.getByRole('searchbox').fill(title);
    await expect(card(page, title)).toBeVisible();
    await expect(card(page, title).getByText('Hard', { exact: true })).toBeVisible();
    await expect(card(page, title).getByText('Marks: 25')).toBeVisible();
  });

  test('a server refusal keeps everything typed', async ({ page, account }) => {
    await signInViaUi(page, account);
    await page.goto(ROUTES.createAssignment);
    // The API is asked while the form is valid, and refuses (here: it is unreachable for this call).
    await page.route(`**${API_PATHS.assignments}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'The server says no.' }),
          })
        : route.continue(),
    );
    await page.getByLabel('Title').fill('Refused assignment');
    await page.getByLabel('Description').fill('This description is long enough to pass.');
    await page.getByLabel('Marks').fill('10');
    await page.getByLabel('Thumbnail URL').fill(thumbnailUrl('art.jpg'));
    await page.getByLabel('Due Date').fill(longDate(day(5)));
    await page.getByLabel('Due Date').press('Enter');
    await page.getByRole('button', { name: 'Create Assignment' }).click();
    await answerAlert(page, 'The server says no.');
    await expect(page.getByLabel('Title')).toHaveValue('Refused assignment');
    await expect(page.getByLabel('Marks')).toHaveValue('10');
    await expect(page).toHaveURL(new RegExp(`${ROUTES.createAssignment}$`));
  });
});

test.describe('Edit and delete', () => {
  test('another user is refused on Edit and Delete, and on the update page itself', async ({ page, account }) => {
    const owner = await createAccount();
    const title = `Not yours ${tag()}`;
    const assignment = await createAssignmentViaApi(owner, { title });
    await signInViaUi(page, account);
    await page.goto(`${ROUTES.assignments}?search=${encodeURIComponent(title)}`);
    await card(page, title).getByRole('button', { name: 'Edit' }).click();
    await answerAlert(page, MESSAGES.ownership.editOwn);
    await card(page, title).getByRole('button', { name: 'Delete' }).click();
    await answerAlert(page, MESSAGES.ownership.deleteOwn);
    await expect(card(page, title)).toBeVisible();

    await page.goto(ASSIGNMENTS.paths.updateAssignment(assignment._id));
    await expect(page.getByText(ASSIGNMENTS.login.unauthorizedTitle)).toBeVisible();
    await answerAlert(page, MESSAGES.ownership.editOwn);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.assignments}$`));
  });

  test("a guest on the update page is told to log in; '/login' leads to the login page", async ({ page }) => {
    const owner = await createAccount();
    const assignment = await createAssignmentViaApi(owner);
    await page.goto(ASSIGNMENTS.paths.updateAssignment(assignment._id));
    await expect(page.getByText(ASSIGNMENTS.login.notLoggedInTitle)).toBeVisible();
    await answerAlert(page, ASSIGNMENTS.login.toEdit);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
    await page.goto(SHELL.paths.legacyLogin);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
  });

  test('a missing assignment on the update page says so', async ({ page, account }) => {
    await signInViaUi(page, account);
    await page.goto(ASSIGNMENTS.paths.updateAssignment(randomUUID()));
    await expect(page.getByText(ASSIGNMENTS.notFoundForUpdate)).toBeVisible();
    await answerAlert(page, ASSIGNMENTS.loadForUpdateFailed);
    await expect(page.getByRole('region', { name: 'Update Assignment' }).getByText(ASSIGNMENTS.loadForUpdateFailed)).toBeVisible();
  });

  test('the owner edits (a thumbnail that does not load is refused) and deletes after confirming', async ({ page, account }) => {
    const title = `Mine to edit ${tag()}`;
    await createAssignmentViaApi(account, { title, marks: 30 });
    await signInViaUi(page, account);
    await page.goto(`${ROUTES.assignments}?search=${encodeURIComponent(title)}`);
    await card(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await expect(page.getByRole('heading', { name: 'Update Assignment' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Marks')).toHaveValue('30');
    await expect(page.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();

    const edited = `${title} (edited)`;
    await page.getByLabel('Title').fill(edited);
    await page.getByLabel('Marks').fill('45');
    // A URL of the right shape that does not load as an image.
    await page.getByLabel('Thumbnail URL').fill(thumbnailUrl('missing.png'));
    await expect(page.getByRole('img', { name: 'Thumbnail preview' })).toBeHidden();
    await page.getByRole('button', { name: 'Update Assignment' }).click();
    await answerAlert(page, V.fillAllCorrectly);
    await expect(page.getByText(V.thumbnailUrl)).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(edited);

    await page.getByLabel('Thumbnail URL').fill(thumbnailUrl('history.jpg'));
    await expect(page.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Update Assignment' }).click();
    await expect(page.getByText(ASSIGNMENTS.updated)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.assignments}$`));

    await page.getByRole('searchbox').fill(edited);
    await expect(card(page, edited).getByText('Marks: 45')).toBeVisible();
    await card(page, edited)
      .getByRole('button', { name: `Delete ${edited}` })
      .click();
    await expect(page.getByText(ASSIGNMENTS.deleteConfirmTitle)).toBeVisible();
    await page.getByRole('button', { name: ASSIGNMENTS.deleteConfirmButton }).click();
    await expect(page.getByText(A.deletedBody)).toBeVisible();
    await expect(card(page, edited)).toHaveCount(0);
  });
});

test.describe('A long list', () => {
  test('120 assignments page to the end, each page fetched once, with the filters kept across a reload', async ({ page, account }) => {
    const run = tag();
    for (let batch = 0; batch < 120; batch += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          createAssignmentViaApi(account, { title: `Paging ${run} ${String(batch + index + 1).padStart(3, '0')}`, difficulty: 'Easy' }),
        ),
      );
    }
    const offsets: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === API_PATHS.assignments && url.searchParams.get('search') === run) {
        offsets.push(url.searchParams.get('offset') ?? '');
      }
    });
    await page.goto(`${ROUTES.assignments}?search=${run}&difficulty=Easy&sort=title&order=desc`);
    const cards = page.getByTestId('assignment-card');
    await expect(cards).toHaveCount(CARD_GRID_PAGE_SIZE);
    await expect(cards.first()).toContainText(`Paging ${run} 120`);
    await page.getByRole('button', { name: 'Show more (72 left)' }).click();
    await expect(cards).toHaveCount(2 * CARD_GRID_PAGE_SIZE);
    await page.getByRole('button', { name: 'Show more (24 left)' }).click();
    await expect(cards).toHaveCount(120);
    await expect(cards.last()).toContainText(`Paging ${run} 001`);
    await expect(page.getByRole('button', { name: /Show more/ })).toHaveCount(0);
    // The first page came with the server's HTML (server rendering); the browser fetched the rest.
    expect(offsets).toEqual(['48', '96']);

    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue(run);
    await expect(page.getByLabel('Difficulty', { exact: true })).toHaveValue('Easy');
    await expect(page.getByLabel('Sort By', { exact: true })).toHaveValue('title');
    await expect(page.getByLabel('Order', { exact: true })).toHaveValue('desc');
    await expect(cards.first()).toContainText(`Paging ${run} 120`);

    // Changing a filter puts it in the URL, so the back button and a shared link show the same list.
    await page.getByLabel('Order', { exact: true }).selectOption('asc');
    await expect(cards.first()).toContainText(`Paging ${run} 001`);
    // Ascending is the default, so it leaves the URL; the other filters stay.
    const params = new URL(page.url()).searchParams;
    expect([params.get('order'), params.get('search'), params.get('sort')]).toEqual([null, run, 'title']);
  });
});
