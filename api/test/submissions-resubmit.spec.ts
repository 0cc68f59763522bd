import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, submissionSchema } from '@studyhub/contracts';
import { and, count, eq } from 'drizzle-orm';
import { submissions } from '../src/db/schema.js';
import { signUp, type TestUser } from './support/accounts.js';
import { aMarkInput, aSubmitInput } from './support/inputs.js';
import * as S from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// The queue nobody can flood: one pending submission per user per assignment.
let api: TestApi;
let owner: TestUser;
let student: TestUser;
let marker: TestUser;

const newAssignment = () => S.newAssignment(api.url, owner);
const first = { googleDocsLink: 'https://docs.google.com/document/d/first/edit', notes: 'First draft.' };
const second = { googleDocsLink: 'https://docs.google.com/document/d/second/edit', notes: 'Final version.' };

/** The rows of `user` for `assignmentId` in both lists, and in the table itself. */
async function rowsFor(user: TestUser, assignmentId: string) {
  const mine = (await S.listAll(api.url, user, API_PATHS.submissions)).filter((s) => s.assignmentId === assignmentId);
  const pending = (await S.listAll(api.url, marker, API_PATHS.pendingSubmissions)).filter(
    // The marker reads names, not emails: each test user's name is its own.
    (s) => s.assignmentId === assignmentId && s.userName === user.name,
  );
  const [{ stored }] = await api.db
    .select({ stored: count() })
    .from(submissions)
    .where(and(eq(submissions.assignmentId, assignmentId), eq(submissions.submitterUid, user.uid), eq(submissions.status, 'pending')));
  return { mine, pending, stored };
}

beforeAll(async () => {
  [api, owner, student, marker] = await Promise.all([startTestApi(), signUp('Olga Owner'), signUp('Sam Student'), signUp('Mia Marker')]);
});
afterAll(() => api.close());

describe('submitting again while the submission is pending', () => {
  test('answers 200 with the same submission, its link and notes replaced, its place in the queue kept', async () => {
    const assignmentId = await newAssignment();
    const created = await S.submitExpecting(201, api.url, student, assignmentId, first);
    const updated = await S.submitExpecting(200, api.url, student, assignmentId, second);
    // The link, the notes and the time of the last change are the resubmit's; all else is kept.
    expect(updated).toEqual({ ...created, ...second, updatedAt: updated.updatedAt });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    const { mine, pending, stored } = await rowsFor(student, assignmentId);
    expect(mine).toEqual([updated]);
    // The marker's queue shows the same row without the student's email, and that nobody is
    // marking it yet (claims are the queue's alone).
    const { userEmail: _studentsOnly, ...markersView } = updated;
    expect(pending).toEqual([{ ...markersView, claim: null }]);
    expect(stored).toBe(1);
  });

  test('notes left out on the resubmit are replaced too (the form sends the whole submission)', async () => {
    const assignmentId = await newAssignment();
    await S.submitExpecting(201, api.url, student, assignmentId, first);
    const updated = await S.submitExpecting(200, api.url, student, assignmentId, { googleDocsLink: second.googleDocsLink });
    expect(updated).toMatchObject({ googleDocsLink: second.googleDocsLink, notes: '' });
  });

  test('other users, and the same user on other assignments, still get their own new submissions', async () => {
    const [a, b] = [await newAssignment(), await newAssignment()];
    const mineOnA = await S.submitExpecting(201, api.url, student, a);
    const mineOnB = await S.submitExpecting(201, api.url, student, b);
    const theirsOnA = await S.submitExpecting(201, api.url, marker, a);
    expect(new Set([mineOnA._id, mineOnB._id, theirsOnA._id]).size).toBe(3);
  });

  test('twenty submits at once by one user leave exactly one pending row: one 201, nineteen 200, one id', async () => {
    const assignmentId = await newAssignment();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        S.submit(api.url, student, assignmentId, aSubmitInput({ googleDocsLink: `https://docs.google.com/document/d/race-${i}/edit` })),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    const ids = new Set(answers.map((answer) => submissionSchema.parse(answer.body)._id));
    expect(ids.size).toBe(1);
    const { mine, pending, stored } = await rowsFor(student, assignmentId);
    expect(mine.map((s) => s._id)).toEqual([...ids]);
    expect(pending.map((s) => s._id)).toEqual([...ids]);
    expect(stored).toBe(1);
    // The row holds one of the links that were sent, whole.
    expect(pending[0].googleDocsLink).toMatch(/^https:\/\/docs\.google\.com\/document\/d\/race-\d+\/edit$/);
  });
});

describe('submitting again after the submission was marked', () => {
  test('answers 201 with a new pending submission; the marked one keeps the link it was graded on', async () => {
    const assignmentId = await newAssignment();
    const graded = await S.submitExpecting(201, api.url, student, assignmentId, first);
    expect((await S.mark(api.url, marker, graded._id, aMarkInput({ obtainedMarks: 30 }))).status).toBe(200);
    const again = await S.submitExpecting(201, api.url, student, assignmentId, second);
    expect(again).toMatchObject({ ...second, status: 'pending', obtainedMarks: null });
    expect(again._id).not.toBe(graded._id);
    const { mine, pending, stored } = await rowsFor(student, assignmentId);
    expect(mine.map((s) => [s._id, s.status, s.googleDocsLink])).toEqual([
      [again._id, 'pending', second.googleDocsLink],
      [graded._id, 'completed', first.googleDocsLink],
    ]);
    expect(pending.map((s) => s._id)).toEqual([again._id]);
    expect(stored).toBe(1);
  });

  test('a mark racing a resubmit: a marked row never gets its link replaced, and a 200 is never a marked row', async () => {
    for (let round = 0; round < 10; round += 1) {
      const assignmentId = await newAssignment();
      const original = await S.submitExpecting(201, api.url, student, assignmentId, first);
      // Which request leaves first alternates, so both orders happen.
      const markIt = () => S.mark(api.url, marker, original._id);
      const resubmit = () => S.submit(api.url, student, assignmentId, second);
      const [marked, resubmitted] =
        round % 2 ? await Promise.all([markIt(), resubmit()]) : (await Promise.all([resubmit(), markIt()])).reverse();
      expect(marked.status).toBe(200);
      const answer = submissionSchema.parse(resubmitted.body);
      const graded = submissionSchema.parse(marked.body);
      if (resubmitted.status === 200) {
        // The resubmit came first: the same row, updated, then graded with the new link.
        expect(answer).toMatchObject({ _id: original._id, status: 'pending', ...second });
        expect(graded).toMatchObject({ _id: original._id, status: 'completed', ...second });
      } else {
        // The mark came first: the graded row keeps the first link; the resubmit is a new pending row.
        expect(resubmitted.status).toBe(201);
        expect(graded).toMatchObject({ _id: original._id, status: 'completed', ...first });
        expect(answer).toMatchObject({ status: 'pending', ...second });
        expect(answer._id).not.toBe(original._id);
      }
      const { mine } = await rowsFor(student, assignmentId);
      expect(mine.find((s) => s._id === original._id)).toMatchObject({ status: 'completed', googleDocsLink: graded.googleDocsLink });
    }
  });
});
