import { API_PATHS, assignmentSchema, type Assignment, type CreateAssignmentInput } from '@studyhub/contracts';
import type { TestAccount } from './accounts';

/** The API the stack under test serves (the web build is made for the same one). */
export const API_URL = process.env.E2E_API_URL;

/** A call to the API as `account` (or as a guest); throws with the answer on a non-2xx status. */
export async function apiCall<T>(account: TestAccount | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(account ? { Authorization: `Bearer ${account.idToken}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

const inDays = (days: number) => new Date(Date.now() + days * 864e5).toISOString().slice(0, 10);

/** A valid assignment owned by `account`, made through the API (setup, not the thing under test). */
export async function createAssignmentViaApi(account: TestAccount, overrides: Partial<CreateAssignmentInput> = {}): Promise<Assignment> {
  const body: CreateAssignmentInput = {
    title: 'Browser test assignment',
    description: 'Write two pages on a topic of your choice and share the document.',
    marks: 40,
    thumbnailUrl: thumbnailUrl('essay.jpg'),
    difficulty: 'Medium',
    dueDate: inDays(7),
    ...overrides,
  };
  return assignmentSchema.parse(await apiCall(account, 'POST', API_PATHS.assignments, body));
}

/** The address of a picture the shell serves (shell/public/thumbnails), as a user would paste it. */
export function thumbnailUrl(file: string) {
  return new URL(`/thumbnails/${file}`, process.env.E2E_BASE_URL).href;
}
