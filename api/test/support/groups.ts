// Calls of the groups API as a client makes them, answers parsed with the contracts' schemas.
import { expect } from '@jest/globals';
import { API_PATHS, assignmentSchema, groupInviteSchema, groupSchema, type CreateInviteInput } from '@studyhub/contracts';
import type { TestUser } from './accounts.js';
import { call } from './http.js';
import { anAssignmentInput } from './inputs.js';

export const newGroup = async (base: string, owner: TestUser, name = 'Physics study group') => {
  const answer = await call(base, 'POST', API_PATHS.groups, { token: owner.token, body: { name, description: 'We meet on Fridays.' } });
  expect(answer.status).toBe(201);
  return groupSchema.parse(answer.body);
};

export const newInvite = async (base: string, by: TestUser, groupId: string, body: CreateInviteInput = {}) => {
  const answer = await call(base, 'POST', API_PATHS.groupInvites(groupId), { token: by.token, body });
  expect(answer.status).toBe(201);
  return groupInviteSchema.parse(answer.body);
};

export const accept = (base: string, user: TestUser | null, token: string) =>
  call(base, 'POST', API_PATHS.invite(token), { token: user?.token });

/** A group of `owner`'s with each of `members` joined through one invite link. */
export async function groupWith(base: string, owner: TestUser, members: TestUser[], name?: string) {
  const group = await newGroup(base, owner, name);
  const invite = await newInvite(base, owner, group._id);
  for (const member of members) expect((await accept(base, member, invite.token)).status).toBe(201);
  return { group, invite };
}

export const newGroupAssignment = async (base: string, owner: TestUser, groupId: string, title = 'Group essay on optics') => {
  const answer = await call(base, 'POST', API_PATHS.assignments, {
    token: owner.token,
    body: anAssignmentInput({ title, groupId, marks: 40 }),
  });
  expect(answer.status).toBe(201);
  return assignmentSchema.parse(answer.body);
};
