// The list total is counted up to PAGE.countAhead rows past the page served (contracts/paging.ts):
// a common search term over a large table stops being counted there, and the answer says the
// total is a lower bound; a short page ends the list and its total is exact without a count.
// Paging itself is unaffected.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { API_PATHS, PAGE, TOTAL_COUNT_HEADER, TOTAL_EXACT_HEADER } from '@studyhub/contracts';
import { assignments } from '../src/db/schema.js';
import { call } from './support/http.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const MATCHING = 400;
const OTHERS = 40;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  const row = (title: string, i: number) => ({
    title: `${title} ${i}`,
    description: 'Rows written straight to the table, enough to pass the count cap.',
    marks: 10,
    thumbnailUrl: 'http://localhost:3000/thumbnails/essay.jpg',
    dueDate: new Date(Date.now() + 86_400_000),
    ownerUid: 'count-cap-owner',
    userEmail: 'owner@studyhub.test',
    userName: 'Owner',
  });
  const rows = [
    ...Array.from({ length: MATCHING }, (_, i) => row('Common essay', i)),
    ...Array.from({ length: OTHERS }, (_, i) => row('Rare zygote lab', i)),
  ];
  for (let i = 0; i < rows.length; i += 500) await api.db.insert(assignments).values(rows.slice(i, i + 500));
});
afterAll(() => api.close());

async function totals(query: string) {
  const answer = await call(api.url, 'GET', `${API_PATHS.assignments}?${query}`);
  expect(answer.status).toBe(200);
  return { total: Number(answer.headers.get(TOTAL_COUNT_HEADER)), exact: answer.headers.get(TOTAL_EXACT_HEADER), rows: answer.body.length };
}

test('a total past the cap is reported as the cap, marked as a lower bound', async () => {
  expect(MATCHING).toBeGreaterThan(50 + PAGE.countAhead);
  expect(await totals('search=essay&limit=50')).toEqual({ total: 50 + PAGE.countAhead, exact: 'false', rows: 50 });
});

test('a total under the cap is exact', async () => {
  expect(await totals('search=zygote')).toEqual({ total: OTHERS, exact: 'true', rows: OTHERS });
  expect(await totals('search=zygote&limit=40')).toEqual({ total: OTHERS, exact: 'true', rows: OTHERS });
  expect(await totals('search=nothing-matches')).toEqual({ total: 0, exact: 'true', rows: 0 });
});

test('the cap moves with the page, so the last pages see the exact total and paging reaches the end', async () => {
  // More than countAhead matches past this page: still a lower bound, now past offset + limit.
  expect(await totals('search=essay&limit=100&offset=100')).toEqual({ total: 200 + PAGE.countAhead, exact: 'false', rows: 100 });
  // Fewer than countAhead past the page: exact, whether the page is full or short.
  expect(await totals(`search=essay&limit=100&offset=${MATCHING - 100}`)).toEqual({ total: MATCHING, exact: 'true', rows: 100 });
  expect(await totals(`search=essay&limit=100&offset=${MATCHING - 30}`)).toEqual({ total: MATCHING, exact: 'true', rows: 30 });
  // An offset past the end serves nothing and still says how many there are.
  expect(await totals(`search=essay&limit=50&offset=${MATCHING + 500}`)).toEqual({ total: MATCHING, exact: 'true', rows: 0 });
});
