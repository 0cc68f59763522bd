import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  API_PATHS,
  MESSAGES,
  TOTAL_COUNT_HEADER,
  assignmentSchema,
  groupMemberSchema,
  groupSchema,
  invitePreviewSchema,
  submissionSchema,
  type Assignment,
  type GroupMember,
} from '@studyhub/contracts';
import { eq } from 'drizzle-orm';
import { groupInvites, submissions } from '../src/db/schema.js';
import { signUp, signUpMany, type TestUser } from './support/accounts.js';
import { snapshot } from './support/db-snapshot.js';
import { accept, groupWith, newGroup, newGroupAssignment, newInvite } from './support/groups.js';
import { call, type Answer } from './support/http.js';
import { aMarkInput, anAssignmentInput } from './support/inputs.js';
import * as S from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// Study groups: who may do what inside a group, invite links, and group assignments that only the
// group's members can find, take and mark.
const M = MESSAGES.api;
let api: TestApi;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  [api, owner, admin, member, outsider] = await Promise.all([
    startTestApi(),
    signUp('Olive Owner'),
    signUp('Adam Admin'),
    signUp('Mona Member'),
    signUp('Otto Outsider'),
  ]);
});
afterAll(() => api.close());

const as = (user: TestUser | null, method: string, path: string, body?: unknown) =>
  call(api.url, method, path, { token: user?.token, body });
const members = async (user: TestUser, groupId: string, query = '') => {
  const answer = await as(user, 'GET', `${API_PATHS.groupMembers(groupId)}?limit=100${query}`);
  expect(answer.status).toBe(200);
  return (answer.body as GroupMember[]).map((row) => groupMemberSchema.parse(row));
};
/** A group with an admin and a member (each joined through the same link). */
async function staffedGroup() {
  const { group, invite } = await groupWith(api.url, owner, [admin, member]);
  expect((await as(owner, 'PUT', API_PATHS.groupMember(group._id, admin.uid), { role: 'admin' })).status).toBe(200);
  return { group, invite };
}
/** The refusal, with every table as it was before. */
async function refusedWithoutChange(send: () => Promise<Answer>, status: number, code: string) {
  const before = await snapshot(api.db);
  S.expectError(await send(), status, code);
  expect(await snapshot(api.db)).toEqual(before);
}

describe('a group and its members', () => {
  test('a new group is live at once with its creator as owner, in "my groups", and unknown to anyone else', async () => {
    const group = await newGroup(api.url, owner, 'Chemistry circle');
    expect(group).toMatchObject({
      name: 'Chemistry circle',
      description: 'We meet on Fridays.',
      pictureUrl: '',
      memberCount: 1,
      role: 'owner',
    });
    const mine = await as(owner, 'GET', `${API_PATHS.groups}?limit=100`);
    expect((mine.body as unknown[]).map((row) => groupSchema.parse(row)._id)).toContain(group._id);
    S.expectError(await as(outsider, 'GET', API_PATHS.group(group._id)), 404, 'GROUP_NOT_FOUND', M.groupNotFound);
    S.expectError(await as(null, 'GET', API_PATHS.group(group._id)), 401, 'UNAUTHENTICATED');
  });

  test('bad names and pictures are refused with their own message and nothing is stored', async () => {
    const before = await snapshot(api.db);
    for (const [body, message] of [
      [{ name: 'ab' }, MESSAGES.validation.groupName],
      [{ name: 'x'.repeat(81) }, MESSAGES.validation.groupNameMax],
      [{ name: 'Good name', pictureUrl: 'javascript:alert(1)' }, MESSAGES.validation.groupPictureUrl],
      [{ name: 'Good name', role: 'owner' }, undefined],
    ] as const) {
      const answer = await as(owner, 'POST', API_PATHS.groups, body);
      S.expectError(answer, 400, 'VALIDATION_FAILED');
      if (message) expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect(await snapshot(api.db)).toEqual(before);
  });

  test('owner and admins edit the settings; a member is refused, an outsider told there is no such group', async () => {
    const { group } = await staffedGroup();
    const edit = { name: 'Optics club', description: 'Lenses and mirrors.', pictureUrl: 'https://example.com/lens.png' };
    const edited = await as(admin, 'PUT', API_PATHS.group(group._id), edit);
    expect(edited.status).toBe(200);
    expect(groupSchema.parse(edited.body)).toMatchObject({ ...edit, role: 'admin', memberCount: 3 });
    await refusedWithoutChange(() => as(member, 'PUT', API_PATHS.group(group._id), edit), 403, 'NOT_GROUP_ADMIN');
    await refusedWithoutChange(() => as(outsider, 'PUT', API_PATHS.group(group._id), edit), 404, 'GROUP_NOT_FOUND');
  });

  test('members are listed owner first, then admins, then members; a member may read the list', async () => {
    const { group } = await staffedGroup();
    const rows = await members(member, group._id);
    expect(rows.map((row) => [row.name, row.role])).toEqual([
      ['Olive Owner', 'owner'],
      ['Adam Admin', 'admin'],
      ['Mona Member', 'member'],
    ]);
  });

  test('an admin removes members but not the owner or another admin; a member removes nobody', async () => {
    const { group } = await staffedGroup();
    const [second] = await signUpMany(1, 'Second Admin');
    const invite = await newInvite(api.url, owner, group._id);
    await accept(api.url, second, invite.token);
    await as(owner, 'PUT', API_PATHS.groupMember(group._id, second.uid), { role: 'admin' });

    await refusedWithoutChange(() => as(member, 'DELETE', API_PATHS.groupMember(group._id, admin.uid)), 403, 'NOT_GROUP_ADMIN');
    await refusedWithoutChange(() => as(admin, 'DELETE', API_PATHS.groupMember(group._id, owner.uid)), 409, 'OWNER_MUST_TRANSFER');
    await refusedWithoutChange(() => as(admin, 'DELETE', API_PATHS.groupMember(group._id, second.uid)), 403, 'NOT_GROUP_OWNER');
    await refusedWithoutChange(() => as(admin, 'DELETE', API_PATHS.groupMember(group._id, outsider.uid)), 404, 'MEMBER_NOT_FOUND');
    const removed = await as(admin, 'DELETE', API_PATHS.groupMember(group._id, member.uid));
    expect(removed).toMatchObject({ status: 200, body: { message: M.memberRemoved } });
    S.expectError(await as(member, 'GET', API_PATHS.group(group._id)), 404, 'GROUP_NOT_FOUND');
  });

  test('any member leaves; the owner must transfer first, then stays on as an admin', async () => {
    const { group } = await staffedGroup();
    expect(await as(member, 'DELETE', API_PATHS.groupMember(group._id, member.uid))).toMatchObject({
      status: 200,
      body: { message: M.leftGroup },
    });
    await refusedWithoutChange(() => as(owner, 'DELETE', API_PATHS.groupMember(group._id, owner.uid)), 409, 'OWNER_MUST_TRANSFER');
    await refusedWithoutChange(() => as(admin, 'PUT', API_PATHS.groupOwner(group._id), { uid: admin.uid }), 403, 'NOT_GROUP_OWNER');
    await refusedWithoutChange(() => as(owner, 'PUT', API_PATHS.groupOwner(group._id), { uid: outsider.uid }), 404, 'MEMBER_NOT_FOUND');
    await refusedWithoutChange(
      () => as(owner, 'PUT', API_PATHS.groupMember(group._id, owner.uid), { role: 'member' }),
      409,
      'OWNER_MUST_TRANSFER',
    );

    const moved = await as(owner, 'PUT', API_PATHS.groupOwner(group._id), { uid: admin.uid });
    expect(groupSchema.parse(moved.body).role).toBe('admin');
    expect((await members(admin, group._id)).map((row) => [row.name, row.role])).toEqual([
      ['Adam Admin', 'owner'],
      ['Olive Owner', 'admin'],
    ]);
    expect((await as(owner, 'DELETE', API_PATHS.groupMember(group._id, owner.uid))).status).toBe(200);
  });

  test('only the owner deletes: waiting work is withdrawn, graded work stays with its student', async () => {
    const { group } = await staffedGroup();
    const waiting = await newGroupAssignment(api.url, owner, group._id, 'Group work left waiting');
    const graded = await newGroupAssignment(api.url, owner, group._id, 'Group work already graded');
    const pending = await S.submitExpecting(201, api.url, member, waiting._id);
    const done = await S.submitExpecting(201, api.url, member, graded._id);
    expect((await S.mark(api.url, admin, done._id, aMarkInput({ obtainedMarks: 30 }))).status).toBe(200);

    await refusedWithoutChange(() => as(admin, 'DELETE', API_PATHS.group(group._id)), 403, 'NOT_GROUP_OWNER');
    expect(await as(owner, 'DELETE', API_PATHS.group(group._id))).toMatchObject({ status: 200, body: { message: M.groupDeleted } });
    S.expectError(await as(owner, 'GET', API_PATHS.group(group._id)), 404, 'GROUP_NOT_FOUND');
    const mine = await S.listAll(api.url, member, API_PATHS.submissions);
    expect(mine.find((row) => row._id === done._id)).toMatchObject({ status: 'completed', obtainedMarks: 30 });
    expect((await api.db.select().from(submissions).where(eq(submissions.id, pending._id)))[0]?.status).toBe('withdrawn');
  });
});

describe('invite links', () => {
  test('a guest sees where a link leads; joining uses it once; a member opening it again is told they are in', async () => {
    const group = await newGroup(api.url, owner, 'Invite test group');
    const invite = await newInvite(api.url, owner, group._id, { maxUses: 2 });
    expect(invite).toMatchObject({ state: 'active', uses: 0, maxUses: 2, createdByName: 'Olive Owner' });
    expect(invite.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(invite.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const preview = await as(null, 'GET', API_PATHS.invite(invite.token));
    expect(invitePreviewSchema.parse(preview.body)).toMatchObject({ group: { name: 'Invite test group', memberCount: 1 } });
    expect(preview.body).not.toHaveProperty('isMember');
    S.expectError(await accept(api.url, null, invite.token), 401, 'UNAUTHENTICATED');

    const joined = await accept(api.url, member, invite.token);
    expect(joined.status).toBe(201);
    expect(groupSchema.parse(joined.body)).toMatchObject({ role: 'member', memberCount: 2 });
    expect((await accept(api.url, member, invite.token)).status).toBe(200);
    expect(invitePreviewSchema.parse((await as(member, 'GET', API_PATHS.invite(invite.token))).body).isMember).toBe(true);
    const [link] = (await as(owner, 'GET', API_PATHS.groupInvites(group._id))).body as { uses: number }[];
    expect(link.uses).toBe(1);
    // Who joined through which link: the owner filters the members by it.
    expect((await members(owner, group._id, `&invite=${invite._id}`)).map((row) => row.name)).toEqual(['Mona Member']);
    await refusedWithoutChange(
      () => as(member, 'GET', `${API_PATHS.groupMembers(group._id)}?invite=${invite._id}`),
      403,
      'NOT_GROUP_ADMIN',
    );
  });

  test('used-up, expired, revoked, forged and malformed links each say so, and let nobody in', async () => {
    const group = await newGroup(api.url, owner, 'Closed doors group');
    const once = await newInvite(api.url, owner, group._id, { maxUses: 1 });
    expect((await accept(api.url, member, once.token)).status).toBe(201);
    await refusedWithoutChange(() => accept(api.url, admin, once.token), 410, 'INVITE_USED_UP');
    S.expectError(await as(null, 'GET', API_PATHS.invite(once.token)), 410, 'INVITE_USED_UP', M.inviteUsedUp);

    const old = await newInvite(api.url, owner, group._id);
    await api.db
      .update(groupInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(groupInvites.id, old._id));
    await refusedWithoutChange(() => accept(api.url, admin, old.token), 410, 'INVITE_EXPIRED');

    const revoked = await newInvite(api.url, owner, group._id);
    await refusedWithoutChange(() => as(member, 'DELETE', API_PATHS.groupInvite(group._id, revoked._id)), 403, 'NOT_GROUP_ADMIN');
    const off = await as(owner, 'DELETE', API_PATHS.groupInvite(group._id, revoked._id));
    expect(off.body).toMatchObject({ state: 'revoked' });
    await refusedWithoutChange(() => accept(api.url, admin, revoked.token), 410, 'INVITE_REVOKED');
    S.expectError(await as(admin, 'GET', API_PATHS.invite(revoked.token)), 410, 'INVITE_REVOKED', M.inviteRevoked);
    // A member is still told they are in, whatever became of the link.
    expect(invitePreviewSchema.parse((await as(member, 'GET', API_PATHS.invite(once.token))).body).isMember).toBe(true);

    const forged = 'A'.repeat(43);
    await refusedWithoutChange(() => accept(api.url, admin, forged), 404, 'INVITE_NOT_FOUND');
    S.expectError(await as(null, 'GET', API_PATHS.invite('short')), 404, 'INVITE_NOT_FOUND', M.inviteNotFound);
    S.expectError(await as(null, 'GET', API_PATHS.invite(`${forged}'--`)), 404, 'INVITE_NOT_FOUND');
  });

  test('bad invite settings are refused with their message: days from 1 to 30, uses from 1 to 1000', async () => {
    const group = await newGroup(api.url, owner, 'Settings group');
    for (const body of [{ expiresInDays: 0 }, { expiresInDays: 31 }, { maxUses: 0 }, { maxUses: 1.5 }, { maxUses: 1001 }]) {
      await refusedWithoutChange(() => as(owner, 'POST', API_PATHS.groupInvites(group._id), body), 400, 'VALIDATION_FAILED');
    }
  });

  test('of several people racing for the last use of a link, exactly one gets in', async () => {
    const group = await newGroup(api.url, owner, 'One seat group');
    const invite = await newInvite(api.url, owner, group._id, { maxUses: 1 });
    const racers = await signUpMany(6, 'Racer');
    const statuses = (await Promise.all(racers.map((racer) => accept(api.url, racer, invite.token)))).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 410)).toHaveLength(5);
    expect(groupSchema.parse((await as(owner, 'GET', API_PATHS.group(group._id))).body).memberCount).toBe(2);
  });
});

describe('group assignments', () => {
  const listAs = async (user: TestUser | null, query: Record<string, string>) => {
    const answer = await call<Assignment[]>(api.url, 'GET', `${API_PATHS.assignments}?${new URLSearchParams({ limit: '100', ...query })}`, {
      token: user?.token,
    });
    return { status: answer.status, ids: answer.status === 200 ? answer.body.map((row) => assignmentSchema.parse(row)._id) : [], answer };
  };

  test('only members find, open, take and mark them; everyone else gets 404 by list, search or URL', async () => {
    const { group } = await staffedGroup();
    const secret = await newGroupAssignment(api.url, owner, group._id, 'Secret group essay on refraction');
    expect(secret.groupId).toBe(group._id);

    for (const user of [null, outsider, member]) expect((await listAs(user, { search: 'refraction' })).ids).not.toContain(secret._id);
    expect((await listAs(member, { group: group._id })).ids).toContain(secret._id);
    S.expectError((await listAs(outsider, { group: group._id })).answer, 404, 'GROUP_NOT_FOUND');
    S.expectError((await listAs(null, { group: group._id })).answer, 401, 'UNAUTHENTICATED');
    expect((await listAs(member, { show: 'not-taken', search: 'refraction' })).ids).toContain(secret._id);
    expect((await listAs(outsider, { show: 'not-taken', search: 'refraction' })).ids).not.toContain(secret._id);

    for (const user of [null, outsider])
      S.expectError(await as(user, 'GET', API_PATHS.assignment(secret._id)), 404, 'ASSIGNMENT_NOT_FOUND');
    await refusedWithoutChange(() => S.submit(api.url, outsider, secret._id), 404, 'ASSIGNMENT_NOT_FOUND');

    const work = await S.submitExpecting(201, api.url, member, secret._id);
    const pending = await S.listPage(api.url, admin, API_PATHS.pendingSubmissions, { group: group._id, limit: 100 });
    expect(pending.ids).toContain(work._id);
    expect((await S.listAll(api.url, outsider, API_PATHS.pendingSubmissions)).map((row) => row._id)).not.toContain(work._id);
    S.expectError(await as(outsider, 'GET', `${API_PATHS.pendingSubmissions}?group=${group._id}`), 404, 'GROUP_NOT_FOUND');
    await refusedWithoutChange(() => S.mark(api.url, outsider, work._id), 404, 'SUBMISSION_NOT_FOUND');

    const marked = await S.mark(api.url, owner, work._id, aMarkInput({ obtainedMarks: 35 }));
    expect(submissionSchema.parse(marked.body)).toMatchObject({ status: 'completed', obtainedMarks: 35 });
  });

  test('posting to a group one is not in is refused as if the group did not exist', async () => {
    const { group } = await staffedGroup();
    await refusedWithoutChange(
      () => as(outsider, 'POST', API_PATHS.assignments, anAssignmentInput({ groupId: group._id })),
      404,
      'GROUP_NOT_FOUND',
    );
  });

  test('of two members racing to mark group work, exactly one wins', async () => {
    const { group } = await staffedGroup();
    const assignment = await newGroupAssignment(api.url, owner, group._id, 'Race inside a group');
    const work = await S.submitExpecting(201, api.url, member, assignment._id);
    const [a, b] = await Promise.all([S.mark(api.url, owner, work._id), S.mark(api.url, admin, work._id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  test('a removed member loses the group at once but keeps their grade in their own list', async () => {
    const { group } = await staffedGroup();
    const assignment = await newGroupAssignment(api.url, owner, group._id, 'Graded before removal');
    const work = await S.submitExpecting(201, api.url, member, assignment._id);
    expect((await S.mark(api.url, admin, work._id, aMarkInput({ obtainedMarks: 22 }))).status).toBe(200);
    expect((await as(owner, 'DELETE', API_PATHS.groupMember(group._id, member.uid))).status).toBe(200);

    S.expectError(await as(member, 'GET', API_PATHS.group(group._id)), 404, 'GROUP_NOT_FOUND');
    S.expectError(await as(member, 'GET', API_PATHS.assignment(assignment._id)), 404, 'ASSIGNMENT_NOT_FOUND');
    S.expectError(await as(member, 'GET', `${API_PATHS.assignments}?group=${group._id}`), 404, 'GROUP_NOT_FOUND');
    const mine = await S.listAll(api.url, member, API_PATHS.submissions);
    expect(mine.find((row) => row._id === work._id)).toMatchObject({ status: 'completed', obtainedMarks: 22 });
  });

  test('the group page lists are paged with a total', async () => {
    const { group } = await staffedGroup();
    for (const title of ['Paged group one', 'Paged group two', 'Paged group three'])
      await newGroupAssignment(api.url, owner, group._id, title);
    const page = await call(api.url, 'GET', `${API_PATHS.assignments}?group=${group._id}&limit=2`, { token: member.token });
    expect((page.body as unknown[]).length).toBe(2);
    expect(page.headers.get(TOTAL_COUNT_HEADER)).toBe('3');
    const people = await call(api.url, 'GET', `${API_PATHS.groupMembers(group._id)}?limit=1&offset=1`, { token: member.token });
    expect((people.body as GroupMember[]).map((row) => row.name)).toEqual(['Adam Admin']);
    expect(people.headers.get(TOTAL_COUNT_HEADER)).toBe('3');
  });
});
