import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { API_PATHS, PAGE, TOTAL_COUNT_HEADER } from '@studyhub/contracts';
import { signUp, signUpMany, type TestUser } from './support/accounts.js';
import { call } from './support/http.js';
import * as S from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let owner: TestUser;
let reader: TestUser;

const newAssignment = () => S.newAssignment(api.url, owner);
const page = (user: TestUser, path: S.ListPath, query: Record<string, string | number> = {}) => S.listPage(api.url, user, path, query);

/** Reads a list `limit` rows at a time: every page's total, and the ids in the order served. */
async function pageThrough(user: TestUser, path: S.ListPath, limit: number, upTo: number) {
  const ids: string[] = [];
  const totals: number[] = [];
  for (let offset = 0; offset < upTo; offset += limit) {
    const answer = await page(user, path, { limit, offset });
    expect(answer.items.length).toBeLessThanOrEqual(limit);
    ids.push(...answer.ids);
    totals.push(answer.total);
  }
  return { ids, totals };
}

beforeAll(async () => {
  [api, owner, reader] = await Promise.all([startTestApi(), signUp('Olga Owner'), signUp('Rita Reader')]);
});
beforeEach(() => api.reset());
afterAll(() => api.close());

describe('GET /api/submissions/pending, paged', () => {
  test('oldest first, with X-Total-Count on every page: no row twice, none missed; a resubmit keeps its place', async () => {
    const submitters = await signUpMany(7, 'Queued');
    const assignmentId = await newAssignment();
    const queued: string[] = [];
    // One at a time: submission order is the queue order.
    for (const submitter of submitters) queued.push((await S.submitExpecting(201, api.url, submitter, assignmentId))._id);
    await S.submitExpecting(200, api.url, submitters[0], assignmentId, { googleDocsLink: 'https://docs.google.com/document/d/v2' });

    const { ids, totals } = await pageThrough(reader, API_PATHS.pendingSubmissions, 3, 9);
    expect(ids).toEqual(queued);
    expect(totals).toEqual([7, 7, 7]);
    expect(await page(reader, API_PATHS.pendingSubmissions, { offset: 7 })).toMatchObject({ ids: [], total: 7 });
  });

  test('50 by default, at most 100 per page; the total counts every pending submission, beyond any cap', async () => {
    const submitters = await signUpMany(6, 'Crowd');
    const assignments = await Promise.all(Array.from({ length: 10 }, newAssignment));
    await Promise.all(submitters.flatMap((submitter) => assignments.map((id) => S.submitExpecting(201, api.url, submitter, id))));

    const first = await page(reader, API_PATHS.pendingSubmissions);
    expect(first.items).toHaveLength(PAGE.defaultLimit);
    expect(first.total).toBe(60);
    const whole = await page(reader, API_PATHS.pendingSubmissions, { limit: PAGE.maxLimit });
    expect(new Set(whole.ids).size).toBe(60);
    const times = whole.items.map((s) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(whole.ids.slice(0, PAGE.defaultLimit)).toEqual(first.ids);
  });

  test('marked submissions leave the count', async () => {
    const [student] = await signUpMany(1, 'Student');
    const submission = await S.submitExpecting(201, api.url, student, await newAssignment());
    expect((await page(reader, API_PATHS.pendingSubmissions)).total).toBe(1);
    expect((await S.mark(api.url, reader, submission._id)).status).toBe(200);
    expect(await page(reader, API_PATHS.pendingSubmissions)).toMatchObject({ ids: [], total: 0 });
  });
});

describe('GET /api/submissions (mine), paged', () => {
  test("newest first, only the caller's, with the caller's total on every page", async () => {
    const [me, someoneElse] = await signUpMany(2, 'Submitter');
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const id = await newAssignment();
      made.push((await S.submitExpecting(201, api.url, me, id))._id);
      await S.submitExpecting(201, api.url, someoneElse, id);
    }
    const { ids, totals } = await pageThrough(me, API_PATHS.submissions, 2, 6);
    expect(ids).toEqual([...made].reverse());
    expect(totals).toEqual([5, 5, 5]);
    expect((await page(someoneElse, API_PATHS.submissions)).total).toBe(5);
    expect(await page(reader, API_PATHS.submissions)).toMatchObject({ ids: [], total: 0 });
  });
});

describe('bad paging', () => {
  const paths = [API_PATHS.submissions, API_PATHS.pendingSubmissions];
  const queries = ['limit=0', 'limit=101', 'limit=2.5', 'limit=ten', 'offset=-1', 'offset=x', 'page=2'];
  test.each(paths.flatMap((path) => queries.map((query) => [path, query] as const)))(
    '%s?%s answers 400 VALIDATION_FAILED',
    async (path, query) => {
      const answer = await call(api.url, 'GET', `${path}?${query}`, { token: reader.token });
      S.expectError(answer, 400, 'VALIDATION_FAILED');
      expect((answer.body as { message: string }).message).toEqual(expect.any(String));
      expect(answer.headers.get(TOTAL_COUNT_HEADER)).toBeNull();
    },
  );

  test('guests still get 401 first', async () => {
    S.expectError(await call(api.url, 'GET', `${API_PATHS.pendingSubmissions}?limit=0`), 401, 'UNAUTHENTICATED');
  });
});
