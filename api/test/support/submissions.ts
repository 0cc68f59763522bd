// Calls of the submissions API as a client makes them, answers parsed with the contracts' schemas.
import { expect } from '@jest/globals';
import { API_PATHS, TOTAL_COUNT_HEADER, apiErrorSchema, assignmentSchema, submissionSchema, type Submission } from '@studyhub/contracts';
import type { TestUser } from './accounts.js';
import { call, type Answer } from './http.js';
import { aMarkInput, aSubmitInput, anAssignmentInput } from './inputs.js';

export const expectError = (answer: Answer, status: number, code: string, message?: string) => {
  expect(answer.status).toBe(status);
  expect(apiErrorSchema.parse(answer.body)).toMatchObject({ statusCode: status, code, ...(message ? { message } : {}) });
};

export const newAssignment = async (base: string, owner: TestUser, marks = 50, title = 'Essay on photosynthesis') => {
  const answer = await call(base, 'POST', API_PATHS.assignments, { token: owner.token, body: anAssignmentInput({ marks, title }) });
  return assignmentSchema.parse(answer.body)._id;
};

export const submit = (base: string, user: TestUser | null, assignmentId: string, body: unknown = aSubmitInput()) =>
  call(base, 'POST', API_PATHS.submitAssignment(assignmentId), { token: user?.token, body });

/** Submits and expects `status` (201: a new pending submission, 200: the pending one updated). */
export const submitExpecting = async (
  status: 200 | 201,
  base: string,
  user: TestUser,
  assignmentId: string,
  body: unknown = aSubmitInput(),
) => {
  const answer = await submit(base, user, assignmentId, body);
  expect({ status: answer.status, body: answer.body }).toMatchObject({ status });
  return submissionSchema.parse(answer.body);
};

export const mark = (base: string, user: TestUser | null, submissionId: string, body: unknown = aMarkInput()) =>
  call(base, 'PUT', API_PATHS.markSubmission(submissionId), { token: user?.token, body });

export type ListPath = typeof API_PATHS.submissions | typeof API_PATHS.pendingSubmissions;

/** One page of a submission list, with the total from X-Total-Count. */
export async function listPage(base: string, user: TestUser, path: ListPath, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const answer = await call<Submission[]>(base, 'GET', `${path}?${search}`, { token: user.token });
  expect(answer.status).toBe(200);
  const items = answer.body.map((item) => submissionSchema.parse(item));
  return { items, ids: items.map((item) => item._id), total: Number(answer.headers.get(TOTAL_COUNT_HEADER)) };
}

/** Every row of a list, read page by page (the largest page the API allows). */
export async function listAll(base: string, user: TestUser, path: ListPath): Promise<Submission[]> {
  const all: Submission[] = [];
  for (let offset = 0; ; offset += 100) {
    const { items, total } = await listPage(base, user, path, { limit: 100, offset });
    all.push(...items);
    if (offset + 100 >= total) return all;
  }
}
