import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, TOTAL_COUNT_HEADER, apiErrorSchema, assignmentSchema, type Assignment } from '@studyhub/contracts';
import { signUp } from './support/accounts.js';
import { call } from './support/http.js';
import { anAssignmentInput } from './support/inputs.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
const ORIGIN = 'http://localhost:3000';

// Titles mix case on purpose: the title sort ignores case.
const ROWS = [
  { title: 'banana bread chemistry', marks: 40, difficulty: 'Medium', description: 'Measure rising agents in baking at home.' },
  { title: 'Algebra warm-up', marks: 10, difficulty: 'Easy', description: 'Ten short equations to get going, 100% basics.' },
  { title: 'Cell biology notes', marks: 90, difficulty: 'Hard', description: 'Summarise the chapter on mitochondria and chloroplasts.' },
  { title: 'apple tree geography', marks: 25, difficulty: 'Hard', description: 'Map where apple_trees grow across the continent.' },
  { title: 'Essay on Bread', marks: 60, difficulty: 'Easy', description: 'Five hundred words on the history of bread making.' },
] as const;

beforeAll(async () => {
  const [started, user] = await Promise.all([startTestApi(), signUp('Lister')]);
  api = started;
  // One at a time: creation order is what "newest first" shows.
  for (const row of ROWS) {
    const answer = await call(api.url, 'POST', API_PATHS.assignments, { token: user.token, body: anAssignmentInput(row) });
    expect(answer.status).toBe(201);
  }
});
afterAll(() => api.close());

async function list(query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const answer = await call<Assignment[]>(api.url, 'GET', `${API_PATHS.assignments}?${search}`, { headers: { Origin: ORIGIN } });
  expect(answer.status).toBe(200);
  const items = answer.body.map((item) => assignmentSchema.parse(item));
  return { titles: items.map((item) => item.title), total: Number(answer.headers.get(TOTAL_COUNT_HEADER)), answer };
}

describe('GET /api/assignments', () => {
  test('guests get a JSON array, newest first, with the total in X-Total-Count readable by the web app', async () => {
    const { titles, total, answer } = await list();
    expect(titles).toEqual(ROWS.map((row) => row.title).reverse());
    expect(total).toBe(5);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(answer.headers.get('access-control-expose-headers')).toContain(TOTAL_COUNT_HEADER);
  });

  test('filters by difficulty', async () => {
    const { titles, total } = await list({ difficulty: 'Hard' });
    expect(new Set(titles)).toEqual(new Set(['Cell biology notes', 'apple tree geography']));
    expect(total).toBe(2);
  });

  test('searches title and description, case-insensitively, combined with the filter', async () => {
    expect((await list({ search: 'BREAD' })).titles.sort()).toEqual(['Essay on Bread', 'banana bread chemistry']);
    expect((await list({ search: 'mitochondria' })).titles).toEqual(['Cell biology notes']);
    expect((await list({ search: 'bread', difficulty: 'Easy' })).titles).toEqual(['Essay on Bread']);
    expect((await list({ search: 'nothing like this' })).total).toBe(0);
  });

  test('% and _ in a search are literal characters, not wildcards', async () => {
    expect((await list({ search: '100%' })).titles).toEqual(['Algebra warm-up']);
    expect((await list({ search: 'apple_trees' })).titles).toEqual(['apple tree geography']);
    expect((await list({ search: '%' })).titles).toEqual(['Algebra warm-up']);
    // As a wildcard, _ would match the space in 'Essay on Bread'.
    expect((await list({ search: 'on_bread' })).total).toBe(0);
  });

  test('sorts by title ignoring case, both ways', async () => {
    const asc = ['Algebra warm-up', 'apple tree geography', 'banana bread chemistry', 'Cell biology notes', 'Essay on Bread'];
    expect((await list({ sort: 'title' })).titles).toEqual(asc);
    expect((await list({ sort: 'title', order: 'desc' })).titles).toEqual([...asc].reverse());
  });

  test('sorts by difficulty Easy < Medium < Hard and by marks numerically', async () => {
    const byDifficulty = (await list({ sort: 'difficulty' })).titles;
    const rank = (title: string) => ['Easy', 'Medium', 'Hard'].indexOf(ROWS.find((row) => row.title === title)!.difficulty);
    expect(byDifficulty.map(rank)).toEqual([0, 0, 1, 2, 2]);
    expect((await list({ sort: 'difficulty', order: 'desc' })).titles.map(rank)).toEqual([2, 2, 1, 0, 0]);
    expect((await list({ sort: 'marks', order: 'desc' })).titles).toEqual([
      'Cell biology notes',
      'Essay on Bread',
      'banana bread chemistry',
      'apple tree geography',
      'Algebra warm-up',
    ]);
  });

  test('pages with limit and offset; the total counts every match', async () => {
    const first = await list({ sort: 'marks', limit: 2 });
    const second = await list({ sort: 'marks', limit: 2, offset: 2 });
    const last = await list({ sort: 'marks', limit: 2, offset: 4 });
    expect([...first.titles, ...second.titles, ...last.titles]).toEqual((await list({ sort: 'marks' })).titles);
    expect([first.total, second.total, last.total]).toEqual([5, 5, 5]);
    expect((await list({ offset: 50 })).titles).toEqual([]);
  });

  test('ties keep one stable order across pages', async () => {
    const all = (await list({ sort: 'difficulty' })).titles;
    const paged = [];
    for (let offset = 0; offset < 5; offset += 1) paged.push(...(await list({ sort: 'difficulty', limit: 1, offset })).titles);
    expect(paged).toEqual(all);
  });

  test.each([
    [{ difficulty: 'Impossible' }],
    [{ sort: 'owner' }],
    [{ order: 'sideways' }],
    [{ limit: 101 }],
    [{ limit: 0 }],
    [{ offset: -1 }],
    [{ ownerUid: 'x' }],
  ])('refuses the query %j with 400', async (query) => {
    const answer = await call(api.url, 'GET', `${API_PATHS.assignments}?${new URLSearchParams(query as Record<string, string>)}`);
    expect(answer.status).toBe(400);
    expect(apiErrorSchema.parse(answer.body).code).toBe('VALIDATION_FAILED');
  });
});
