import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  API_PATHS,
  MESSAGES,
  TOTAL_COUNT_HEADER,
  assignmentSchema,
  submissionCountsSchema,
  submissionSchema,
  type Assignment,
} from '@studyhub/contracts';
import { eq } from 'drizzle-orm';
import { submissions } from '../src/db/schema.js';
import { signUp, type TestUser } from './support/accounts.js';
import { call } from './support/http.js';
import { aMarkInput, anAssignmentInput } from './support/inputs.js';
import * as S from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// What a student and an author see around the loop: their own status on every assignment, their
// own views of the list, withdrawing, deleting with work attached, the author's view.
let api: TestApi;
let owner: TestUser;
let student: TestUser;
let marker: TestUser;

beforeAll(async () => {
  [api, owner, student, marker] = await Promise.all([startTestApi(), signUp('Olga Owner'), signUp('Sam Student'), signUp('Mia Marker')]);
});
afterAll(() => api.close());

const newAssignment = (title = 'Essay on photosynthesis') => S.newAssignment(api.url, owner, 50, title);
const getAs = async (user: TestUser | null, id: string) => {
  const answer = await call(api.url, 'GET', API_PATHS.assignment(id), { token: user?.token });
  expect(answer.status).toBe(200);
  return assignmentSchema.parse(answer.body);
};
const listAs = async (user: TestUser | null, query: Record<string, string>) => {
  const answer = await call<Assignment[]>(api.url, 'GET', `${API_PATHS.assignments}?${new URLSearchParams({ limit: '100', ...query })}`, {
    token: user?.token,
  });
  expect(answer.status).toBe(200);
  return answer.body.map((item) => assignmentSchema.parse(item));
};
const withdraw = (user: TestUser, id: string) => call(api.url, 'DELETE', API_PATHS.submission(id), { token: user.token });
const storedStatus = async (id: string) => (await api.db.select().from(submissions).where(eq(submissions.id, id)))[0]?.status;

describe('the caller sees their own status on each assignment', () => {
  test('guests get no viewer; the owner is told it is theirs; a student sees waiting, then graded', async () => {
    const id = await newAssignment();
    expect((await getAs(null, id)).viewer).toBeUndefined();
    expect((await getAs(owner, id)).viewer).toEqual({ isOwner: true, submission: null });
    expect((await getAs(student, id)).viewer).toEqual({ isOwner: false, submission: null });

    const sent = await S.submitExpecting(201, api.url, student, id);
    expect((await getAs(student, id)).viewer?.submission).toMatchObject({
      _id: sent._id,
      status: 'pending',
      obtainedMarks: null,
      late: false,
    });
    expect((await S.mark(api.url, marker, sent._id, aMarkInput({ obtainedMarks: 27 }))).status).toBe(200);
    const [listed] = (await listAs(student, { search: 'photosynthesis' })).filter((a) => a._id === id);
    expect(listed.viewer?.submission).toMatchObject({ _id: sent._id, status: 'completed', obtainedMarks: 27, marks: 50 });
  });

  test('the latest submission is the one shown after a graded one is followed by a new one', async () => {
    const id = await newAssignment();
    const graded = await S.submitExpecting(201, api.url, student, id);
    await S.mark(api.url, marker, graded._id);
    const again = await S.submitExpecting(201, api.url, student, id);
    expect((await getAs(student, id)).viewer?.submission).toMatchObject({ _id: again._id, status: 'pending' });
  });

  test('work sent after the due day ended everywhere is accepted and marked late', async () => {
    const id = await newAssignment();
    const past = await call(api.url, 'PUT', API_PATHS.assignment(id), {
      token: owner.token,
      body: anAssignmentInput({ dueDate: '2001-02-03' }),
    });
    expect(past.status).toBe(200);
    const sent = await S.submitExpecting(201, api.url, student, id);
    expect(sent.late).toBe(true);
    const onTime = await S.submitExpecting(201, api.url, marker, await newAssignment());
    expect(onTime.late).toBe(false);
  });

  test('an owner cannot take their own assignment, and nothing is stored', async () => {
    const id = await newAssignment();
    S.expectError(await S.submit(api.url, owner, id), 403, 'CANNOT_SUBMIT_OWN_ASSIGNMENT', MESSAGES.api.cannotSubmitOwn);
    expect(await api.db.select().from(submissions).where(eq(submissions.assignmentId, id))).toEqual([]);
  });
});

describe("the caller's own views of the list", () => {
  test('mine, not-taken and to-grade each hold exactly the assignments they name', async () => {
    const tag = `views${Date.now()}`;
    const [taken, untouched, graded] = [
      await newAssignment(`${tag} taken`),
      await newAssignment(`${tag} untouched`),
      await newAssignment(`${tag} graded`),
    ];
    const ownByStudent = await S.newAssignment(api.url, student, 10, `${tag} student's own`);
    await S.submitExpecting(201, api.url, student, taken);
    const done = await S.submitExpecting(201, api.url, student, graded);
    await S.mark(api.url, marker, done._id);
    const ids = async (user: TestUser, show: string) => (await listAs(user, { search: tag, show })).map((a) => a._id).sort();

    expect(await ids(student, 'mine')).toEqual([ownByStudent]);
    expect(await ids(student, 'not-taken')).toEqual([untouched]);
    expect(await ids(student, 'to-grade')).toEqual([]);
    expect(await ids(marker, 'to-grade')).toEqual([taken]);
    expect(await ids(owner, 'mine')).toEqual([taken, untouched, graded].sort());
  });

  test('a view needs a token', async () => {
    const answer = await call(api.url, 'GET', `${API_PATHS.assignments}?show=mine`);
    S.expectError(answer, 401, 'UNAUTHENTICATED');
  });

  test('sort=dueDate lists the soonest first, and desc the latest first', async () => {
    const tag = `due${Date.now()}`;
    const dueIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    for (const days of [9, 2, 5]) {
      await call(api.url, 'POST', API_PATHS.assignments, {
        token: owner.token,
        body: anAssignmentInput({ title: `${tag} in ${days}`, dueDate: dueIn(days) }),
      });
    }
    const titles = async (order: string) => (await listAs(null, { search: tag, sort: 'dueDate', order })).map((a) => a.title);
    expect(await titles('asc')).toEqual([`${tag} in 2`, `${tag} in 5`, `${tag} in 9`]);
    expect(await titles('desc')).toEqual([`${tag} in 9`, `${tag} in 5`, `${tag} in 2`]);
  });
});

describe('withdrawing a waiting submission', () => {
  test("removes it from the queue and the student's list", async () => {
    const id = await newAssignment();
    const sent = await S.submitExpecting(201, api.url, student, id);
    const answer = await withdraw(student, sent._id);
    expect(answer).toMatchObject({ status: 200, body: { message: MESSAGES.api.submissionWithdrawn } });
    expect(await storedStatus(sent._id)).toBeUndefined();
    expect((await getAs(student, id)).viewer?.submission).toBeNull();
  });

  test("someone else's is refused (403) and a graded one stays (409); neither changes", async () => {
    const sent = await S.submitExpecting(201, api.url, student, await newAssignment());
    S.expectError(await withdraw(marker, sent._id), 403, 'NOT_SUBMISSION_OWNER');
    expect(await storedStatus(sent._id)).toBe('pending');
    await S.mark(api.url, marker, sent._id);
    S.expectError(await withdraw(student, sent._id), 409, 'SUBMISSION_ALREADY_MARKED');
    expect(await storedStatus(sent._id)).toBe('completed');
  });
});

describe('deleting an assignment with work attached', () => {
  test('waiting work is withdrawn and leaves the queue, graded work keeps its grade', async () => {
    const id = await newAssignment('Deleted with work attached');
    const waiting = await S.submitExpecting(201, api.url, student, id);
    const done = await S.submitExpecting(201, api.url, marker, id);
    await S.mark(api.url, student, done._id, aMarkInput({ obtainedMarks: 40 }));
    const counts = await call(api.url, 'GET', API_PATHS.submissionCounts(id), { token: owner.token });
    expect(submissionCountsSchema.parse(counts.body)).toEqual({ pending: 1, completed: 1 });

    expect((await call(api.url, 'DELETE', API_PATHS.assignment(id), { token: owner.token })).status).toBe(200);
    const mine = await S.listPage(api.url, student, API_PATHS.submissions, { limit: 100 });
    expect(mine.items.find((s) => s._id === waiting._id)).toMatchObject({ status: 'withdrawn', assignmentId: null });
    expect((await S.listAll(api.url, marker, API_PATHS.pendingSubmissions)).map((s) => s._id)).not.toContain(waiting._id);
    expect(await storedStatus(done._id)).toBe('completed');
    S.expectError(await S.mark(api.url, marker, waiting._id), 409, 'SUBMISSION_ALREADY_MARKED');
  });
});

describe("the author's view", () => {
  test('lists who took it, waiting work first, and filters by status; only for the author', async () => {
    const id = await newAssignment();
    const graded = await S.submitExpecting(201, api.url, student, id);
    await S.mark(api.url, owner, graded._id);
    const waiting = await S.submitExpecting(201, api.url, marker, id);
    const page = await call(api.url, 'GET', API_PATHS.assignmentSubmissions(id), { token: owner.token });
    expect(page.status).toBe(200);
    expect(page.headers.get(TOTAL_COUNT_HEADER)).toBe('2');
    expect(page.body.map((s: unknown) => submissionSchema.parse(s)._id)).toEqual([waiting._id, graded._id]);
    const onlyGraded = await call(api.url, 'GET', `${API_PATHS.assignmentSubmissions(id)}?status=completed`, { token: owner.token });
    expect(onlyGraded.body.map((s: { _id: string }) => s._id)).toEqual([graded._id]);

    S.expectError(await call(api.url, 'GET', API_PATHS.assignmentSubmissions(id), { token: student.token }), 403, 'NOT_ASSIGNMENT_OWNER');
    S.expectError(await call(api.url, 'GET', API_PATHS.submissionCounts(id), { token: student.token }), 403, 'NOT_ASSIGNMENT_OWNER');
  });

  test("the student's own list narrows to one assignment", async () => {
    const [a, b] = [await newAssignment(), await newAssignment()];
    const onA = await S.submitExpecting(201, api.url, student, a);
    await S.submitExpecting(201, api.url, student, b);
    const mine = await S.listPage(api.url, student, API_PATHS.submissions, { assignmentId: a });
    expect(mine.ids).toEqual([onA._id]);
  });
});

describe('the pending queue as a student sees it', () => {
  test("the caller's own waiting work comes first, then everyone's oldest first, across pages", async () => {
    await api.reset();
    const [a, b, c] = [await newAssignment(), await newAssignment(), await newAssignment()];
    const others = [await S.submitExpecting(201, api.url, marker, a), await S.submitExpecting(201, api.url, marker, b)];
    const own = await S.submitExpecting(201, api.url, student, c);

    const seenByStudent = await S.listAll(api.url, student, API_PATHS.pendingSubmissions);
    expect(seenByStudent.map((s) => s._id)).toEqual([own._id, ...others.map((s) => s._id)]);
    const seenByMarker = await S.listAll(api.url, marker, API_PATHS.pendingSubmissions);
    expect(seenByMarker.map((s) => s._id)).toEqual([...others.map((s) => s._id), own._id]);

    // One row a page: the boundary between the two parts neither repeats nor skips a row.
    const pages = [];
    for (let offset = 0; offset < 3; offset += 1)
      pages.push(await S.listPage(api.url, student, API_PATHS.pendingSubmissions, { limit: 1, offset }));
    expect(pages.flatMap((p) => p.ids)).toEqual([own._id, ...others.map((s) => s._id)]);
    expect(pages.map((p) => p.total)).toEqual([3, 3, 3]);
  });
});
