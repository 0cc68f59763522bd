import { API_PATHS, ROUTES, type Submission } from '@studyhub/contracts';
import { apiCall, createAccount, createAssignmentViaApi, expect, test } from '../support/fixtures';
import { rowOf } from '../support/tables';
import { navigateTo, signedInPage, unique } from '../support/people';
import { GRADING } from '../support/area-texts';

// What happens on one person's screen when someone else acts, with nobody reloading: the event
// stream from the API updates the bell, the toast, the tables and the pending queue's claims.
// A connection cut mid-stream and resumed is api/test/live.spec.ts's (Chromium's offline mode
// leaves an open stream up, so a browser test could not cut it here).

test.describe('Live updates', () => {
  test("A marks B's work: B sees the toast, the bell and the new status; C sees the claim and the row leave", async ({ browser }) => {
    // Three people signed in side by side on a busy 2-core machine.
    test.setTimeout(150_000);
    const [owner, student, marker, watcher] = await Promise.all([createAccount(), createAccount(), createAccount(), createAccount()]);
    const title = `Live essay ${unique()}`;
    const assignment = await createAssignmentViaApi(owner, { title, marks: 40 });
    await apiCall<Submission>(student, 'POST', API_PATHS.submitAssignment(assignment._id), {
      googleDocsLink: `https://docs.google.com/document/d/${unique()}`,
      notes: '',
    });

    const [studentPage, markerPage, watcherPage] = await Promise.all([
      signedInPage(browser, student),
      signedInPage(browser, marker),
      signedInPage(browser, watcher),
    ]);
    await navigateTo(studentPage, 'My Attempted Assignments');
    await expect((await rowOf(studentPage, title)).getByRole('cell').first()).toHaveText('Pending');
    const bell = studentPage.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(GRADING.bellName(0));

    await navigateTo(watcherPage, 'Pending');
    const watched = await rowOf(watcherPage, title);
    await expect(watched.getByText(GRADING.beingMarked(marker.displayName))).toHaveCount(0);

    // A opens the mark dialog: C's queue shows who is on it.
    await markerPage.goto(ROUTES.pendingAssignments);
    await (await rowOf(markerPage, title)).getByRole('button', { name: 'Give Mark' }).click();
    const modal = markerPage.getByRole('dialog', { name: 'Mark Submission' });
    await expect(watched.getByText(GRADING.beingMarked(marker.displayName))).toBeVisible();

    // C opens it too and is told; A marks it.
    await watched.getByRole('button', { name: 'Give Mark' }).click();
    const watcherModal = watcherPage.getByRole('dialog', { name: 'Mark Submission' });
    await expect(watcherModal.getByRole('status')).toHaveText(GRADING.markingNow(marker.displayName));
    await watcherModal.getByRole('button', { name: 'Cancel' }).click();

    await modal.getByLabel('Marks Obtained').fill('31');
    await modal.getByLabel('Feedback').fill('Strong sources.');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(markerPage.getByRole('dialog').filter({ hasText: GRADING.marked })).toBeVisible();

    // B, who did nothing: a toast, the bell's count, the row's new status.
    await expect(studentPage.getByRole('status').filter({ hasText: GRADING.graded(title, 31, 40) })).toBeVisible();
    await expect(bell).toHaveAccessibleName(GRADING.bellName(1));
    await expect((await rowOf(studentPage, title)).getByRole('cell')).toHaveText(['Completed', '40', '31', 'Strong sources.', 'History']);
    // C, who did nothing either: the row left the queue.
    await expect(watcherPage.getByRole('row').filter({ hasText: title })).toHaveCount(0);

    await Promise.all([studentPage, markerPage, watcherPage].map((p) => p.context().close()));
  });
});
