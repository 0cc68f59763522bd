import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, progressSchema, type Progress } from '@studyhub/contracts';
import { eq } from 'drizzle-orm';
import { assignments, submissions } from '../src/db/schema.js';
import { signUp, type TestUser } from './support/accounts.js';
import { groupWith, newGroupAssignment } from './support/groups.js';
import { call } from './support/http.js';
import { aMarkInput } from './support/inputs.js';
import * as S from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// The progress dashboard's figures: seeded through the API, then checked against hand-computed
// values and against the rows themselves, recomputed here without the API's SQL.
let api: TestApi;
let author: TestUser;
let student: TestUser;
let classmate: TestUser;
let otherAuthor: TestUser;
let outsider: TestUser;
let groupId: string;
const ids: Record<string, string> = {};

const progress = async (user: TestUser, query = '') => {
  const answer = await call(api.url, 'GET', `${API_PATHS.progress}${query}`, { token: user.token });
  expect(answer.status).toBe(200);
  return progressSchema.parse(answer.body);
};

/** The API cannot backdate work, so the grades' times are set here: (re)submitted at, marked at. */
const setTimes = (id: string, updatedAt: string, markedAt: string) =>
  api.db
    .update(submissions)
    .set({ updatedAt: new Date(updatedAt), markedAt: new Date(markedAt) })
    .where(eq(submissions.id, id));

const markAs = async (marker: TestUser, id: string, obtainedMarks: number) =>
  expect((await S.mark(api.url, marker, id, aMarkInput({ obtainedMarks }))).status).toBe(200);

beforeAll(async () => {
  [api, author, student, classmate, otherAuthor, outsider] = await Promise.all([
    startTestApi(),
    signUp('Ada Author'),
    signUp('Sam Student'),
    signUp('Cleo Classmate'),
    signUp('Otto Other'),
    signUp('Olga Outsider'),
  ]);
  // The author's public work: P1 (20 marks), P2 (50), P3 (nobody takes it); then a group's GA (40).
  ids.p1 = await S.newAssignment(api.url, author, 20, 'Progress P1');
  ids.p2 = await S.newAssignment(api.url, author, 50, 'Progress P2');
  ids.p3 = await S.newAssignment(api.url, author, 10, 'Progress P3');
  const { group } = await groupWith(api.url, author, [student], 'Progress circle');
  groupId = group._id;
  ids.ga = (await newGroupAssignment(api.url, author, groupId, 'Progress GA'))._id;
  // Another author's: one graded, one deleted while the student's work waited (withdrawn).
  ids.q = await S.newAssignment(api.url, otherAuthor, 10, 'Progress Q');
  ids.x = await S.newAssignment(api.url, otherAuthor, 10, 'Progress X');

  const take = async (user: TestUser, assignment: string) => (await S.submitExpecting(201, api.url, user, assignment))._id;
  ids.sP1 = await take(student, ids.p1);
  ids.sP2 = await take(student, ids.p2);
  ids.sGA = await take(student, ids.ga);
  ids.sQ = await take(student, ids.q);
  ids.sX = await take(student, ids.x);
  ids.cP1 = await take(classmate, ids.p1);
  ids.cP2 = await take(classmate, ids.p2);

  await markAs(author, ids.sP1, 15); // 75 %
  await markAs(author, ids.sP2, 45); // 90 %
  await markAs(otherAuthor, ids.sQ, 3); // 30 %
  await markAs(author, ids.cP1, 10); // 50 %
  const deleted = await call(api.url, 'DELETE', API_PATHS.assignment(ids.x), {
    token: otherAuthor.token,
    body: { userEmail: otherAuthor.email },
  });
  expect(deleted.status).toBe(200);

  await setTimes(ids.sP1, '2026-08-01T00:00:00Z', '2026-08-01T10:00:00Z'); // waited 10 h
  await setTimes(ids.sP2, '2026-09-10T00:00:00Z', '2026-09-10T04:00:00Z'); // 4 h
  await setTimes(ids.sQ, '2026-09-30T23:00:00Z', '2026-09-30T23:59:00Z'); // 0.98 h, still September in UTC
  await setTimes(ids.cP1, '2026-10-01T00:00:00Z', '2026-10-01T07:00:00Z'); // 7 h
});
afterAll(() => api.close());

describe('GET /api/progress', () => {
  test("a student's figures: counts, average, months and median wait, as computed by hand", async () => {
    const { student: mine } = await progress(student);
    expect(mine).toEqual({
      submitted: 5,
      pending: 1,
      graded: 3,
      withdrawn: 1,
      averagePercent: 65, // (75 + 90 + 30) / 3
      byMonth: [
        { month: '2026-08', graded: 1, averagePercent: 75 },
        { month: '2026-09', graded: 2, averagePercent: 60 },
      ],
      medianWaitHours: 4, // of 10, 4 and 0.98
    });
  });

  test("an author's figures: assignments, received, pending, top, distribution and median time to grade", async () => {
    const { author: mine } = await progress(author);
    expect(mine).toEqual({
      assignments: 4,
      received: 5,
      pending: 2, // the student's GA and the classmate's P2
      // Most takers first; a tie goes to the newer assignment.
      top: [
        { assignmentId: ids.p2, title: 'Progress P2', takers: 2, pending: 1, graded: 1 },
        { assignmentId: ids.p1, title: 'Progress P1', takers: 2, pending: 0, graded: 2 },
        { assignmentId: ids.ga, title: 'Progress GA', takers: 1, pending: 1, graded: 0 },
        { assignmentId: ids.p3, title: 'Progress P3', takers: 0, pending: 0, graded: 0 },
      ],
      distribution: [0, 0, 0, 0, 0, 1, 0, 1, 0, 1].map((count, i) => ({ from: i * 10, count })), // 50, 75, 90 %
      medianGradeHours: 7, // of 10, 4 and 7
    });
  });

  test('every figure agrees with the rows themselves, recomputed without the API', async () => {
    const rows = await api.db
      .select({
        submitterUid: submissions.submitterUid,
        status: submissions.status,
        obtained: submissions.obtainedMarks,
        marks: submissions.marks,
        updatedAt: submissions.updatedAt,
        markedAt: submissions.markedAt,
        ownerUid: assignments.ownerUid,
      })
      .from(submissions)
      .leftJoin(assignments, eq(submissions.assignmentId, assignments.id));
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = sorted.length / 2;
      return sorted.length === 0 ? null : Number.isInteger(mid) ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[Math.floor(mid)];
    };
    const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
    const hours = (row: (typeof rows)[number]) => (row.markedAt!.getTime() - row.updatedAt.getTime()) / 3_600_000;
    const pct = (row: (typeof rows)[number]) => (row.obtained! * 100) / row.marks;
    const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

    const mine = rows.filter((row) => row.submitterUid === student.uid);
    const graded = mine.filter((row) => row.status === 'completed');
    const answer: Progress = await progress(student);
    expect(answer.student).toMatchObject({
      submitted: mine.length,
      pending: mine.filter((row) => row.status === 'pending').length,
      graded: graded.length,
      withdrawn: mine.filter((row) => row.status === 'withdrawn').length,
      averagePercent: round1(mean(graded.map(pct))),
      medianWaitHours: round1(median(graded.map(hours))),
    });
    expect(answer.student.byMonth.reduce((sum, month) => sum + month.graded, 0)).toBe(graded.length);

    const received = rows.filter((row) => row.ownerUid === author.uid);
    const marked = received.filter((row) => row.status === 'completed');
    const byAuthor = (await progress(author)).author;
    expect(byAuthor).toMatchObject({
      received: received.length,
      pending: received.filter((row) => row.status === 'pending').length,
      medianGradeHours: round1(median(marked.map(hours))),
    });
    for (const { from, count } of byAuthor.distribution) {
      expect(count).toBe(marked.filter((row) => Math.min(Math.floor(pct(row) / 10), 9) * 10 === from).length);
    }
  });

  test("group=<id> narrows both sides to that group's work", async () => {
    expect((await progress(student, `?group=${groupId}`)).student).toEqual({
      submitted: 1,
      pending: 1,
      graded: 0,
      withdrawn: 0,
      averagePercent: null,
      byMonth: [],
      medianWaitHours: null,
    });
    expect((await progress(author, `?group=${groupId}`)).author).toEqual({
      assignments: 1,
      received: 1,
      pending: 1,
      top: [{ assignmentId: ids.ga, title: 'Progress GA', takers: 1, pending: 1, graded: 0 }],
      distribution: Array.from({ length: 10 }, (_, i) => ({ from: i * 10, count: 0 })),
      medianGradeHours: null,
    });
  });

  test('someone with no work gets zeros and empty lists, not errors', async () => {
    const empty = await progress(outsider);
    expect(empty.student).toMatchObject({ submitted: 0, graded: 0, averagePercent: null, byMonth: [], medianWaitHours: null });
    expect(empty.author).toMatchObject({ assignments: 0, received: 0, top: [], medianGradeHours: null });
  });

  test('a group the caller is not in is not found; a bad group id is refused; a guest is refused', async () => {
    S.expectError(await call(api.url, 'GET', `${API_PATHS.progress}?group=${groupId}`, { token: outsider.token }), 404, 'GROUP_NOT_FOUND');
    S.expectError(await call(api.url, 'GET', `${API_PATHS.progress}?group=not-a-uuid`, { token: student.token }), 400, 'VALIDATION_FAILED');
    S.expectError(await call(api.url, 'GET', `${API_PATHS.progress}?bogus=1`, { token: student.token }), 400, 'VALIDATION_FAILED');
    S.expectError(await call(api.url, 'GET', API_PATHS.progress), 401, 'UNAUTHENTICATED');
  });
});
