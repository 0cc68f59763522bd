// Something to aim at from the first request: an assignment per user and a submission to each,
// a group per user with an invite link, and an assignment in each group.
import { API_PATHS } from '@studyhub/contracts';
import { aSubmitInput, anAssignmentInput } from '../inputs.js';
import type { Made } from './send.js';

async function post(url: string, token: string, body: unknown): Promise<string | undefined> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { _id?: string };
  return response.ok ? json._id : undefined;
}

/** Tokens that may not create (no email) simply add nothing. */
export async function seedData(apiUrl: string, tokens: readonly string[], made: Made): Promise<void> {
  for (const token of tokens) {
    const id = await post(`${apiUrl}${API_PATHS.assignments}`, token, anAssignmentInput({ title: 'Fuzzing target assignment' }));
    if (id) made.assignments.push(id);
  }
  for (const [index, token] of tokens.entries()) {
    const assignment = made.assignments[(index + 1) % Math.max(made.assignments.length, 1)];
    const id = assignment ? await post(`${apiUrl}${API_PATHS.submitAssignment(assignment)}`, token, aSubmitInput()) : undefined;
    if (id) made.submissions.push(id);
  }
  for (const token of tokens) {
    const group = await post(`${apiUrl}${API_PATHS.groups}`, token, { name: 'Fuzzing target group' });
    if (!group) continue;
    made.groups.push(group);
    const invite = await fetch(`${apiUrl}${API_PATHS.groupInvites(group)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    made.invites.push(((await invite.json()) as { token: string }).token);
    const assignment = await post(
      `${apiUrl}${API_PATHS.assignments}`,
      token,
      anAssignmentInput({ title: 'Fuzzing group assignment', groupId: group }),
    );
    if (assignment) made.assignments.push(assignment);
  }
}
