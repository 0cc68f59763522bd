import { API_PATHS, ROUTES, type Group, type GroupInvite } from '@studyhub/contracts';
import type { Browser, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { ASSIGNMENTS, GRADING, GROUPS } from '../support/area-texts';
import { expectNoSeriousViolations } from '../support/axe';
import { apiCall, createAccount, expect, signInViaUi, test, thumbnailUrl, type TestAccount } from '../support/fixtures';
import { followMainNav } from '../support/nav';
import { rowOf } from '../support/tables';

const popup = (page: Page) => page.locator('.swal2-popup');
const longDate = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'long' });

/** A browser of its own (own storage), as a person at another computer; signed in when given an account. */
async function personAt(browser: Browser, account?: TestAccount) {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  if (account) await signInViaUi(page, account);
  return page;
}

test.describe('Study groups', () => {
  test('a group from invite to grade: only members see its work, and a removed member keeps their grade', async ({ browser }) => {
    // Three people, a registration and a mark, each confirmed on screen.
    test.setTimeout(240_000);
    const run = randomUUID().slice(0, 8);
    const [a, c] = await Promise.all([createAccount({ displayName: `Ava ${run}` }), createAccount({ displayName: `Cal ${run}` })]);
    const b = { name: `Ben ${run}`, email: `ben-${run}@studyhub.test`, password: 'Passw0rd!' };
    const groupName = `Optics circle ${run}`;
    const title = `Lenses and mirrors ${run}`;

    // A creates the group and copies an invite link.
    const pa = await personAt(browser, a);
    await followMainNav(pa, GROUPS.nav);
    await expect(pa.getByRole('heading', { level: 1, name: GROUPS.myGroups })).toBeVisible();
    await pa.getByRole('link', { name: GROUPS.create }).click();
    await pa.getByLabel(GROUPS.fields.name).fill(groupName);
    await pa.getByLabel(GROUPS.fields.description).fill('We meet on Fridays to study light.');
    await pa.getByRole('button', { name: GROUPS.create }).click();
    await expect(pa.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
    const groupId = new URL(pa.url()).pathname.split('/').pop() ?? '';
    await pa.getByRole('link', { name: GROUPS.settings }).click();
    await pa.getByRole('button', { name: GROUPS.createInvite }).click();
    await pa.getByRole('button', { name: GROUPS.copy }).first().click();
    await expect(pa.getByText(GROUPS.copied)).toBeVisible();
    const link = await pa.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);

    // B opens it as a guest, registers, logs in and lands back on the invite, then joins.
    const pb = await personAt(browser);
    await pb.goto(link);
    await expect(pb.getByRole('heading', { name: GROUPS.inviteHeading })).toBeVisible();
    await expect(pb.getByText(groupName)).toBeVisible();
    await pb.getByRole('button', { name: GROUPS.registerToJoin }).click();
    await pb.getByLabel('Name').fill(b.name);
    await pb.getByLabel('Email').fill(b.email);
    await pb.getByLabel('Password', { exact: true }).fill(b.password);
    await pb.getByRole('button', { name: 'Register' }).click();
    await expect(pb).toHaveURL(new RegExp(`${ROUTES.login}$`));
    await expect(pb.getByLabel('Email')).toHaveValue(b.email);
    await pb.getByLabel('Password', { exact: true }).fill(b.password);
    await pb.getByRole('button', { name: /^(log ?in|sign in)$/i }).click();
    await expect(pb).toHaveURL(link);
    await pb.getByRole('button', { name: GROUPS.join(groupName) }).click();
    await expect(pb).toHaveURL(new RegExp(`${GROUPS.paths.group(groupId)}$`));
    await expect(pb.getByRole('heading', { level: 1, name: groupName })).toBeVisible();

    // A makes a group assignment from the group's page: the form comes with the group chosen.
    await pa.goto(GROUPS.paths.group(groupId));
    await pa.getByRole('link', { name: GROUPS.newAssignment }).click();
    await expect(pa.getByRole('combobox', { name: GROUPS.audience })).toHaveValue(groupId);
    await pa.getByLabel('Title').fill(title);
    await pa.getByLabel('Description').fill('Explain how a concave mirror forms an image, with a diagram.');
    await pa.getByLabel('Marks').fill('40');
    await pa.getByLabel('Thumbnail URL').fill(thumbnailUrl('essay.jpg'));
    await pa.getByLabel('Due Date').fill(longDate(new Date(Date.now() + 10 * 864e5)));
    await pa.getByLabel('Due Date').press('Enter');
    await pa.getByRole('button', { name: 'Create Assignment' }).click();
    await expect(pa.getByText(ASSIGNMENTS.created)).toBeVisible();
    await pa.goto(GROUPS.paths.group(groupId));
    await pa.getByRole('link', { name: title }).click();
    await expect(pa.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const assignmentPath = new URL(pa.url()).pathname;

    // C, not a member, finds it neither in the list nor by search, nor by its address.
    const pc = await personAt(browser, c);
    await pc.goto(ROUTES.assignments);
    await pc.getByRole('searchbox').fill(title);
    await expect(pc.getByText(ASSIGNMENTS.empty)).toBeVisible();
    await expect(pc.getByRole('button', { name: `View ${title}` })).toHaveCount(0);
    await pc.goto(assignmentPath);
    await expect(pc.getByRole('heading', { level: 1, name: ASSIGNMENTS.noneFound })).toBeVisible();
    await pc.goto(GROUPS.paths.group(groupId));
    await expect(pc.getByText(GROUPS.notFound)).toBeVisible();

    // B takes it.
    await pb.goto(assignmentPath);
    await pb.getByRole('button', { name: 'Take Assignment' }).click();
    const take = pb.getByRole('dialog', { name: 'Submit Assignment' });
    await take.getByLabel('Google Docs Link').fill(`https://docs.google.com/document/d/${run}`);
    await take.getByRole('button', { name: 'Submit' }).click();
    await popup(pb).getByRole('button', { name: 'OK' }).click();

    // A marks it from the group's pending work.
    await pa.goto(GROUPS.paths.group(groupId));
    await expect(pa.getByRole('table', { name: GROUPS.pendingWork })).toContainText(title);
    await pa.getByRole('link', { name: GROUPS.markPending }).click();
    await expect(pa).toHaveURL(new RegExp(`${ROUTES.pendingAssignments}\\?group=${groupId}$`));
    await (await rowOf(pa, title)).getByRole('button', { name: 'Give Mark' }).click();
    const modal = pa.getByRole('dialog', { name: 'Mark Submission' });
    await modal.getByLabel('Marks Obtained').fill('31');
    await modal.getByLabel('Feedback').fill('Clear diagram; say why the image is inverted.');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(pa.getByRole('dialog').filter({ hasText: GRADING.marked })).toBeVisible();

    // B sees the grade.
    await pb.goto(ROUTES.myGroup);
    await expect(await rowOf(pb, title)).toContainText('31');

    // A removes B: B loses the group's pages at once but keeps the grade.
    await pa.goto(GROUPS.paths.settings(groupId));
    await pa.getByRole('button', { name: GROUPS.remove(b.name) }).click();
    await pa.getByRole('button', { name: GROUPS.removeConfirm }).click();
    await expect(pa.getByRole('button', { name: GROUPS.remove(b.name) })).toHaveCount(0);
    await pb.goto(GROUPS.paths.group(groupId));
    await expect(pb.getByText(GROUPS.notFound)).toBeVisible();
    await pb.goto(assignmentPath);
    await expect(pb.getByRole('heading', { level: 1, name: ASSIGNMENTS.noneFound })).toBeVisible();
    await pb.goto(ROUTES.myGroup);
    await expect(await rowOf(pb, title)).toContainText('31');

    await Promise.all([pa, pb, pc].map((page) => page.context().close()));
  });
});

test.describe('Groups accessibility (axe-core, serious and critical)', () => {
  test('my groups, a group, its settings and an invite, in light and dark', async ({ page, account }) => {
    // Eight axe runs.
    test.setTimeout(180_000);
    const name = `Axe circle ${randomUUID().slice(0, 8)}`;
    const group = await apiCall<Group>(account, 'POST', API_PATHS.groups, { name, description: 'A group to check with axe.' });
    const invite = await apiCall<GroupInvite>(account, 'POST', API_PATHS.groupInvites(group._id), {});
    await signInViaUi(page, account);
    const screens: [string, string][] = [
      [GROUPS.paths.myGroups, GROUPS.myGroups],
      [GROUPS.paths.group(group._id), name],
      [GROUPS.paths.settings(group._id), `Settings of ${name}`],
      [`/invite/${invite.token}`, `You are already a member of ${name}`],
    ];
    for (const theme of ['light', 'dark']) {
      if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      for (const [path, heading] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoSeriousViolations(page);
      }
    }
  });
});
