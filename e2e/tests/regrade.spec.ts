import { ANONYMOUS_STUDENT, API_PATHS, MESSAGES, ROUTES, type Submission } from '@studyhub/contracts';
import type { Browser, Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { ApiResponseLog } from '../support/api-responses';
import {
  apiCall,
  createAccount,
  createAssignmentViaApi,
  expect,
  signInViaUi,
  test,
  thumbnailUrl,
  type TestAccount,
} from '../support/fixtures';
import { rowOf } from '../support/tables';
import { ASSIGNMENTS, GRADING } from '../support/area-texts';

// The remotes' own words (mf-assignments and mf-grading texts); browser tests import only contracts.
const W = {
  anonymousReview: 'Anonymous review',
  anonymousMarker: 'Anonymous marker',
  reasonLabel: 'Why should it be regraded?',
  requestRegrade: 'Request regrade',
  requested: 'Regrade requested',
  sent: 'Regrade requested. The author will answer here.',
  replyLabel: 'Reply to the student (optional)',
  keep: 'Keep grade',
  reopen: 'Reopen for a new marker',
  confirmReopen: 'Yes, reopen it',
  reopened: 'Reopened',
  kept: 'Grade kept',
  keptNotice: 'Grade kept. The student sees your reply.',
  reopenedNotice: 'Reopened: the work waits for a new marker.',
};

const tag = () => randomUUID().slice(0, 8);
const popup = (page: Page) => page.locator('.swal2-popup');
const longDate = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'long' });

/** A signed-in browser of its own (own storage), as a person at another computer. */
async function personAt(browser: Browser, account: TestAccount, who: string, log: ApiResponseLog) {
  const page = await (await browser.newContext()).newPage();
  log.watch(page, who);
  await signInViaUi(page, account);
  return page;
}

async function markOnPending(page: Page, title: string, marks: string, feedback: string) {
  await page.goto(ROUTES.pendingAssignments);
  const row = await rowOf(page, title);
  // Under anonymous review the marker never learns whose work it is.
  await expect(row).toContainText(ANONYMOUS_STUDENT);
  await row.getByRole('button', { name: 'Give Mark' }).click();
  const modal = page.getByRole('dialog', { name: 'Mark Submission' });
  await modal.getByLabel('Marks Obtained').fill(marks);
  await modal.getByLabel('Feedback').fill(feedback);
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: GRADING.marked })).toBeVisible();
}

/** Pictures for a person to look at (SHOTS=1): light and dark, phone and desktop. Not a check. */
async function shoot(page: Page, name: string, ready: Locator) {
  if (!process.env.SHOTS) return;
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const [size, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 900 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(ready).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/regrade-${name}-${theme}-${size}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.reload();
  await expect(ready).toBeVisible();
}

test.describe('Regrade under anonymous review', () => {
  test("A sets anonymous review, B contests C's grade, A reopens, D marks again; no name or email crosses over", async ({ browser }) => {
    test.setTimeout(240_000);
    const run = tag();
    const [a, b, c, d] = await Promise.all(
      ['Author', 'Student', 'Marker', 'Remarker'].map((role) =>
        createAccount({ displayName: `${role} ${run}`, email: `${role.toLowerCase()}-${run}@studyhub.test` }),
      ),
    );
    const log = new ApiResponseLog();
    const title = `Anonymous essay ${run}`;

    // A creates the assignment with anonymous review on.
    const pa = await personAt(browser, a, 'A', log);
    await pa.goto(ROUTES.createAssignment);
    const anonymous = pa.getByRole('checkbox', { name: W.anonymousReview });
    await expect(anonymous).not.toBeChecked();
    await pa.getByLabel('Title').fill(title);
    await pa.getByLabel('Description').fill('Argue for or against homework, in two pages, with sources.');
    await pa.getByLabel('Marks').fill('40');
    await pa.getByLabel('Thumbnail URL').fill(thumbnailUrl('essay.jpg'));
    await pa.getByLabel('Due Date').fill(longDate(new Date(Date.now() + 10 * 864e5)));
    await pa.getByLabel('Due Date').press('Enter');
    await anonymous.check();
    await pa.getByRole('button', { name: 'Create Assignment' }).click();
    await expect(pa.getByText(ASSIGNMENTS.created)).toBeVisible();
    await expect(pa).toHaveURL(new RegExp(`${ROUTES.assignments}$`));
    await pa.getByRole('searchbox').fill(title);
    await pa.getByRole('button', { name: `View ${title}` }).click();
    await expect(pa.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(pa.getByTestId('anonymous-chip')).toHaveText(W.anonymousReview);
    const assignmentId = new URL(pa.url()).pathname.split('/').pop() ?? '';

    // B takes it.
    const pb = await personAt(browser, b, 'B', log);
    await pb.goto(ROUTES.assignmentDetails(assignmentId));
    await expect(pb.getByTestId('anonymous-chip')).toBeVisible();
    await pb.getByRole('button', { name: 'Take Assignment' }).click();
    const take = pb.getByRole('dialog', { name: 'Submit Assignment' });
    await take.getByLabel('Google Docs Link').fill(`https://docs.google.com/document/d/${run}`);
    await take.getByLabel('Notes').fill('Sources are at the end.');
    await take.getByRole('button', { name: 'Submit' }).click();
    await popup(pb).getByRole('button', { name: 'OK' }).click();
    await expect(pb).toHaveURL(new RegExp(`${ROUTES.pendingAssignments}$`));

    // C marks it without learning who wrote it.
    const pc = await personAt(browser, c, 'C', log);
    await markOnPending(pc, title, '22', 'Thin on sources.');

    // B sees the grade without C's name, and contests it from the history.
    await pb.goto(ROUTES.myGroup);
    const mine = await rowOf(pb, title);
    await expect(mine).toContainText('22');
    await mine.getByRole('link', { name: `History of ${title}` }).click();
    await expect(pb.getByRole('heading', { level: 1, name: `History of ${title}` })).toBeFocused();
    const firstGrade = pb.getByRole('listitem', { name: /Grade 1 of 1: 22\/40/ });
    await expect(firstGrade).toContainText(W.anonymousMarker);
    await expect(pb.getByRole('main')).not.toContainText(c.displayName);
    const reason = pb.getByRole('textbox', { name: W.reasonLabel });
    await shoot(pb, 'student', reason);
    await reason.fill('Too short');
    await pb.getByRole('button', { name: W.requestRegrade }).click();
    await expect(pb.getByText(MESSAGES.validation.regradeReason)).toBeVisible();
    await reason.fill('Every claim cites a source: see the list on page 2.');
    await pb.getByRole('button', { name: W.requestRegrade }).click();
    await expect(pb.getByRole('status').filter({ hasText: W.sent })).toBeVisible();
    await expect(pb.getByRole('button', { name: W.requestRegrade })).toHaveCount(0);
    await expect(pb.getByRole('listitem', { name: /Regrade request 1 of 1 Regrade requested/ })).toBeVisible();
    await pb.goto(ROUTES.myGroup);
    await expect((await rowOf(pb, title)).getByTestId('regrade-status')).toHaveText(W.requested);

    // A sees the request in the author's view, reads the history and reopens the work.
    await pa.goto(ROUTES.assignmentDetails(assignmentId));
    const authorRow = pa.getByTestId('author-submissions').getByRole('row').filter({ hasText: ANONYMOUS_STUDENT });
    await expect(authorRow.getByTestId('regrade-flag')).toHaveText(W.requested);
    await authorRow.getByRole('link', { name: /^History of / }).click();
    await expect(pa.getByRole('heading', { level: 1, name: `History of ${title}` })).toBeFocused();
    await expect(pa.getByRole('main')).toContainText(ANONYMOUS_STUDENT);
    await expect(pa.getByRole('main')).toContainText('Every claim cites a source');
    const reopen = pa.getByRole('button', { name: W.reopen });
    await expect(pa.getByRole('button', { name: W.keep })).toBeVisible();
    await shoot(pa, 'author', reopen);
    await pa.getByRole('textbox', { name: W.replyLabel }).fill('Fair point: a second marker will look again.');
    await reopen.click();
    await popup(pa).getByRole('button', { name: W.confirmReopen }).click();
    await expect(pa.getByRole('status').filter({ hasText: W.reopenedNotice })).toBeVisible();
    await expect(pa.getByRole('listitem', { name: /Regrade request 1 of 1 Reopened/ })).toContainText('a second marker');

    // D marks it again.
    const pd = await personAt(browser, d, 'D', log);
    await markOnPending(pd, title, '36', 'Sources check out.');

    // B sees the new grade and the whole history.
    await pb.goto(ROUTES.myGroup);
    await expect(await rowOf(pb, title)).toContainText('36');
    await pb.getByRole('link', { name: `History of ${title}` }).click();
    await expect(pb.getByRole('listitem', { name: /Grade 1 of 2: 22\/40/ })).toBeVisible();
    const secondGrade = pb.getByRole('listitem', { name: /Grade 2 of 2: 36\/40/ });
    await expect(secondGrade).toContainText(W.anonymousMarker);
    await expect(secondGrade).toContainText('Sources check out.');
    await expect(pb.getByRole('listitem', { name: /Regrade request 1 of 1 Reopened/ })).toContainText('a second marker');
    // A new grade may be contested again.
    await expect(pb.getByRole('button', { name: W.requestRegrade })).toBeVisible();

    // What every browser received: no one else's email, and no name or uid across the anonymity line.
    const people = { A: a, B: b, C: c, D: d };
    const leaks: string[] = [];
    for (const who of Object.keys(people)) {
      for (const [other, them] of Object.entries(people)) if (other !== who) leaks.push(...(await log.leaks(who, them.email)));
    }
    const hidden: [string[], TestAccount][] = [
      [['A', 'B'], c],
      [['A', 'B'], d],
      [['A', 'C', 'D'], b],
    ];
    for (const [viewers, person] of hidden) {
      for (const who of viewers) leaks.push(...(await log.leaks(who, person.displayName)), ...(await log.leaks(who, person.uid)));
    }
    expect(leaks).toEqual([]);
    // The check saw real traffic for each person (a log that caught nothing would pass anything).
    const seen = await log.settled();
    for (const who of Object.keys(people)) expect(seen.filter((r) => r.who === who).length).toBeGreaterThan(2);
    expect(seen.some((r) => r.who === 'B' && r.body.includes(b.email))).toBe(true);

    await Promise.all([pa, pb, pc, pd].map((page) => page.context().close()));
  });
});

test.describe('Regrade answered with "Keep grade", and a marker who graded before', () => {
  test('A keeps a contested grade with a reply that B reads; after a reopen, C may not mark the same work again', async ({ browser }) => {
    test.setTimeout(180_000);
    const run = tag();
    const [a, b, c, e] = await Promise.all(
      ['Author', 'Student', 'Marker', 'Other'].map((role) => createAccount({ displayName: `${role} ${run}` })),
    );
    const log = new ApiResponseLog();
    // Setup through the API: the walk above covers taking, marking and asking in the browser.
    const { _id: assignmentId } = await createAssignmentViaApi(a, { title: `Kept essay ${run}` });
    const graded = async (student: TestAccount, reason: string) => {
      const body = { googleDocsLink: `https://docs.google.com/document/d/${tag()}`, notes: '' };
      const submission = await apiCall<Submission>(student, 'POST', API_PATHS.submitAssignment(assignmentId), body);
      await apiCall(c, 'PUT', API_PATHS.markSubmission(submission._id), { obtainedMarks: 20, feedback: 'Average.' });
      await apiCall(student, 'POST', API_PATHS.regrade(submission._id), { reason });
      return submission._id;
    };
    const [keptId, reopenedId] = await Promise.all([
      graded(b, 'Page two answers the question in full.'),
      graded(e, 'The second half was not read.'),
    ]);

    // A keeps B's grade, with a reply.
    const pa = await personAt(browser, a, 'A', log);
    await pa.goto(ROUTES.submissionHistory(keptId));
    await expect(pa.getByRole('main')).toContainText('Page two answers the question in full.');
    await pa.getByRole('textbox', { name: W.replyLabel }).fill('Page two restates the question; 20 stands.');
    await pa.getByRole('button', { name: W.keep }).click();
    await expect(pa.getByRole('status').filter({ hasText: W.keptNotice })).toBeVisible();
    await expect(pa.getByRole('button', { name: W.keep })).toHaveCount(0);

    // B reads the answer and may not ask twice about the same grade.
    const pb = await personAt(browser, b, 'B', log);
    await pb.goto(ROUTES.submissionHistory(keptId));
    const request = pb.getByRole('listitem', { name: new RegExp(`Regrade request 1 of 1 ${W.kept}`) });
    await expect(request).toContainText('20 stands.');
    await expect(pb.getByRole('listitem', { name: /Grade 1 of 1: 20\/40/ })).toContainText(c.displayName);
    await expect(pb.getByRole('button', { name: W.requestRegrade })).toHaveCount(0);

    // A reopens the other student's work; C, who graded it, tries again and is told why not.
    await apiCall(a, 'PUT', API_PATHS.regrade(reopenedId), { decision: 'reopen', reply: '' });
    const pc = await personAt(browser, c, 'C', log);
    await pc.goto(ROUTES.pendingAssignments);
    const row = (await rowOf(pc, `Kept essay ${run}`)).filter({ hasText: e.displayName });
    await row.getByRole('button', { name: 'Give Mark' }).click();
    const modal = pc.getByRole('dialog', { name: 'Mark Submission' });
    await modal.getByLabel('Marks Obtained').fill('30');
    await modal.getByLabel('Feedback').fill('Read it all this time.');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(popup(pc)).toContainText(MESSAGES.api.alreadyMarkedByYou);
    const history = await apiCall<{ grades: unknown[] }>(e, 'GET', API_PATHS.submissionHistory(reopenedId));
    expect(history.grades).toHaveLength(1);

    await Promise.all([pa, pb, pc].map((page) => page.context().close()));
  });
});
