// Live events and notifications: what each person hears when someone else acts on their work,
// over a real event stream, with resume after a dropped connection and the stream's refusals.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import {
  API_PATHS,
  ANONYMOUS_STUDENT,
  LIVE,
  MESSAGES,
  notificationSchema,
  unreadCountSchema,
  type LiveEvent,
  type Notification,
} from '@studyhub/contracts';
import { sql } from 'drizzle-orm';
import { claims } from '../src/db/schema.js';
import { signUp, type TestUser } from './support/accounts.js';
import { EventStreamClient, isType } from './support/event-stream.js';
import { groupWith, newGroupAssignment } from './support/groups.js';
import { call } from './support/http.js';
import { aMarkInput, anAssignmentInput } from './support/inputs.js';
import * as S from './support/submissions.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let author: TestUser;
let student: TestUser;
let marker: TestUser;
const streams: EventStreamClient[] = [];

beforeAll(async () => {
  [api, author, student, marker] = await Promise.all([startTestApi(), signUp('Ada Author'), signUp('Sam Student'), signUp('Mia Marker')]);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await api.close();
});
beforeEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await api.reset();
});

const open = async (user: TestUser | undefined, lastEventId?: string, query?: Record<string, string>) => {
  const stream = await EventStreamClient.open(api.url, user?.token, lastEventId, query);
  streams.push(stream);
  return stream;
};
const as = (user: TestUser, method: string, path: string, body?: unknown) => call(api.url, method, path, { token: user.token, body });
const notificationsOf = async (user: TestUser, query = '') => {
  const answer = await as(user, 'GET', `${API_PATHS.notifications}${query}`);
  expect(answer.status).toBe(200);
  return (answer.body as Notification[]).map((item) => notificationSchema.parse(item));
};
const unreadOf = async (user: TestUser) => unreadCountSchema.parse((await as(user, 'GET', API_PATHS.unreadNotifications)).body).unread;
/** The student's pending submission to a new assignment of the author's. */
async function waitingWork(options: { anonymous?: boolean; title?: string } = {}) {
  const created = await as(
    author,
    'POST',
    API_PATHS.assignments,
    anAssignmentInput({ title: options.title ?? 'Cell biology essay', ...(options.anonymous ? { anonymous: true } : {}) }),
  );
  const assignmentId = (created.body as { _id: string })._id;
  const submission = await S.submitExpecting(201, api.url, student, assignmentId);
  return { assignmentId, submissionId: submission._id };
}

describe('opening the stream', () => {
  test('a signed-in caller gets an event stream that starts with their unread count', async () => {
    const stream = await open(student);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect((await stream.next(isType('unread'))).event.unread).toBe(0);
  });

  test('no token, or one that does not verify, is refused with the API error body', async () => {
    for (const [token, code] of [
      [undefined, 'UNAUTHENTICATED'],
      ['not.a.token', 'INVALID_TOKEN'],
    ] as const) {
      const answer = await call(api.url, 'GET', LIVE.path, { token });
      S.expectError(answer, 401, code);
    }
  });

  test('a Last-Event-ID that this API never sent is refused (400), whatever it looks like', async () => {
    for (const garbage of ['abc', '-1', '0', '1e3', ' 12', '99999999999999999999', '4611686018427387904']) {
      const answer = await call(api.url, 'GET', LIVE.path, { token: student.token, headers: { 'Last-Event-ID': garbage } });
      S.expectError(answer, 400, 'INVALID_EVENT_ID', MESSAGES.api.invalidEventId);
    }
  });

  test('a query other than the queue watch is refused (400) before any stream opens', async () => {
    for (const query of ['?watch=everything', '?watch=queue&also=1', '?topics=queue']) {
      const answer = await call(api.url, 'GET', `${LIVE.path}${query}`, { token: student.token });
      S.expectError(answer, 400, 'VALIDATION_FAILED');
    }
  });
});

describe('notifications', () => {
  test('a mark reaches its student live, is kept in their list and counted unread until read', async () => {
    const { submissionId } = await waitingWork({ title: 'Enzymes lab report' });
    const stream = await open(student);
    await stream.next(isType('unread'));
    expect((await S.mark(api.url, marker, submissionId, aMarkInput({ obtainedMarks: 8 }))).status).toBe(200);

    const { id, event } = await stream.next(isType('notification'));
    expect(event.unread).toBe(1);
    expect(event.notification).toMatchObject({
      kind: 'graded',
      submissionId,
      title: 'Enzymes lab report',
      actorName: 'Mia Marker',
      obtainedMarks: 8,
      read: false,
    });
    expect(id).toBe(event.notification.id);
    expect(await notificationsOf(student)).toEqual([event.notification]);
    expect(await unreadOf(student)).toBe(1);
    // Nobody else was told.
    expect(await notificationsOf(marker)).toEqual([]);

    const read = await as(student, 'POST', API_PATHS.readNotifications, {});
    expect(unreadCountSchema.parse(read.body).unread).toBe(0);
    // The student's other pages hear the new count.
    expect(
      (await stream.next((e): e is Extract<typeof e, { type: 'unread' }> => e.type === 'unread' && e.unread === 0, 5000, 1)).event.unread,
    ).toBe(0);
    expect((await notificationsOf(student))[0].read).toBe(true);
    expect(await notificationsOf(student, '?unread=true')).toEqual([]);
  });

  test('a submission tells the author who took it, except under anonymous review', async () => {
    const stream = await open(author);
    const named = await waitingWork({ title: 'Named essay' });
    const anonymous = await waitingWork({ title: 'Blind essay', anonymous: true });
    const first = await stream.next(isType('notification'));
    expect(first.event.notification).toMatchObject({ kind: 'submitted', submissionId: named.submissionId, actorName: 'Sam Student' });
    const list = await notificationsOf(author);
    expect(list.map((n) => [n.title, n.actorName])).toEqual([
      ['Blind essay', null],
      ['Named essay', 'Sam Student'],
    ]);
    expect(JSON.stringify(list)).not.toContain(student.uid);
    expect(JSON.stringify(list)).not.toContain(ANONYMOUS_STUDENT);
    expect(anonymous.submissionId).not.toBe(named.submissionId);
  });

  test('under anonymous review the student is not told who marked it', async () => {
    const { submissionId } = await waitingWork({ anonymous: true });
    await S.mark(api.url, marker, submissionId);
    const [graded] = await notificationsOf(student);
    expect(graded).toMatchObject({ kind: 'graded', actorName: null });
    expect(JSON.stringify(graded)).not.toContain('Mia');
  });

  test('a regrade request tells the author; the answer tells the student', async () => {
    const { submissionId } = await waitingWork();
    await S.mark(api.url, marker, submissionId);
    expect((await as(student, 'POST', API_PATHS.regrade(submissionId), { reason: 'The second part was answered in full.' })).status).toBe(
      201,
    );
    expect((await notificationsOf(author)).map((n) => n.kind)).toEqual(['regradeRequested', 'submitted']);
    expect(
      (await as(author, 'PUT', API_PATHS.regrade(submissionId), { decision: 'reopen', reply: 'Fair: someone else will look.' })).status,
    ).toBe(200);
    const [answered] = await notificationsOf(student);
    expect(answered).toMatchObject({ kind: 'regradeAnswered', decision: 'reopen', actorName: 'Ada Author', submissionId });
  });

  test("reading names only the caller's own: ids of someone else's are ignored", async () => {
    const { submissionId } = await waitingWork();
    await S.mark(api.url, marker, submissionId);
    const [theirs] = await notificationsOf(student);
    const answer = await as(marker, 'POST', API_PATHS.readNotifications, { ids: [theirs.id] });
    expect(unreadCountSchema.parse(answer.body).unread).toBe(0);
    expect(await unreadOf(student)).toBe(1);
  });
});

describe('resuming', () => {
  test('a dropped stream resumes from its last id: every event missed arrives once, in order', async () => {
    const works = await Promise.all([1, 2, 3, 4].map((i) => waitingWork({ title: `Essay ${i}` })));
    const first = await open(student);
    await S.mark(api.url, marker, works[0].submissionId);
    const seen = await first.next(isType('notification'));
    first.close();
    // While the student is away, three more grades.
    for (const work of works.slice(1)) await S.mark(api.url, marker, work.submissionId);

    const again = await open(student, seen.id);
    const missed: Awaited<ReturnType<typeof again.next<Extract<LiveEvent, { type: 'notification' }>>>>[] = [];
    for (let i = 0; i < 3; i += 1)
      missed.push(await again.next(isType('notification'), 5000, missed.length ? again.events.indexOf(missed.at(-1)!) + 1 : 0));
    expect(missed.map((m) => m.event.notification.title)).toEqual(['Essay 2', 'Essay 3', 'Essay 4']);
    expect(again.events.filter((e) => e.event.type === 'notification')).toHaveLength(3);
    expect(missed.map((m) => Number(m.id))).toEqual([...missed.map((m) => Number(m.id))].sort((a, b) => a - b));
  });
});

describe('the pending queue, live', () => {
  test("watchers see work join and leave the queue; a group's work only reaches its members", async () => {
    const outsider = await signUp('Otto Outsider');
    const watcher = await open(marker, undefined, LIVE.watchQueue);
    const stranger = await open(outsider, undefined, LIVE.watchQueue);
    // The author's other page, not showing the queue: it hears of the submission, not of the queue.
    const elsewhere = await open(author);
    const { submissionId } = await waitingWork();
    expect((await watcher.next(isType('queue'))).event).toEqual({ type: 'queue', change: 'joined', submissionId, groupId: null });
    await S.mark(api.url, marker, submissionId);
    expect(
      (await watcher.next((e): e is Extract<typeof e, { type: 'queue' }> => e.type === 'queue' && e.change === 'left')).event.submissionId,
    ).toBe(submissionId);
    expect((await elsewhere.next(isType('notification'))).event.notification).toMatchObject({ kind: 'submitted', submissionId });
    expect(elsewhere.events.filter((e) => e.event.type === 'queue')).toEqual([]);

    // A group's work: the marker joins the group while their stream is open, and hears it at once.
    const { group } = await groupWith(api.url, author, [student, marker]);
    const assignment = await newGroupAssignment(api.url, author, group._id);
    const inGroup = await S.submitExpecting(201, api.url, student, assignment._id);
    const heard = await watcher.next(
      (e): e is Extract<typeof e, { type: 'queue' }> => e.type === 'queue' && e.submissionId === inGroup._id,
    );
    expect(heard.event.groupId).toBe(group._id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stranger.events.some((e) => e.event.type === 'queue' && e.event.submissionId === inGroup._id)).toBe(false);
  });
});

describe('claims', () => {
  test('opening the mark dialog claims the work: others see who, the claim ends on release or mark', async () => {
    const second = await signUp('Noor Second');
    const { submissionId } = await waitingWork();
    const watcher = await open(second, undefined, LIVE.watchQueue);
    const claimed = await as(marker, 'PUT', API_PATHS.claim(submissionId));
    expect(claimed.body).toMatchObject({ submissionId, by: 'Mia Marker', mine: true });
    expect((await watcher.next(isType('claim'))).event.claim).toMatchObject({ by: 'Mia Marker' });

    // The other marker sees the claim in the queue, and asking for it answers the holder's.
    const [row] = (await S.listPage(api.url, second, API_PATHS.pendingSubmissions)).items;
    expect(row.claim).toMatchObject({ by: 'Mia Marker', mine: false });
    expect((await as(second, 'PUT', API_PATHS.claim(submissionId))).body).toMatchObject({ by: 'Mia Marker', mine: false });

    expect((await as(marker, 'DELETE', API_PATHS.claim(submissionId))).body).toEqual({ message: MESSAGES.api.claimReleased });
    expect(
      (await watcher.next((e): e is Extract<typeof e, { type: 'claim' }> => e.type === 'claim' && e.claim === null)).event.submissionId,
    ).toBe(submissionId);
    expect((await S.listPage(api.url, second, API_PATHS.pendingSubmissions)).items[0].claim).toBeNull();

    // Claims inform; marks decide: the second marker marks while the first holds the claim.
    await as(marker, 'PUT', API_PATHS.claim(submissionId));
    expect((await S.mark(api.url, second, submissionId)).status).toBe(200);
    expect(await api.db.select().from(claims)).toEqual([]);
  });

  test('an expired claim is taken over; under anonymous review nobody is named', async () => {
    const second = await signUp('Noor Second');
    const { submissionId } = await waitingWork({ anonymous: true });
    expect((await as(marker, 'PUT', API_PATHS.claim(submissionId))).body).toMatchObject({ by: null, mine: true });
    expect((await as(second, 'PUT', API_PATHS.claim(submissionId))).body).toMatchObject({ by: null, mine: false });
    await api.db.execute(sql`UPDATE claims SET expires_at = now() - interval '1 second'`);
    expect((await S.listPage(api.url, second, API_PATHS.pendingSubmissions)).items[0].claim).toBeNull();
    expect((await as(second, 'PUT', API_PATHS.claim(submissionId))).body).toMatchObject({ by: null, mine: true });
  });

  test("one's own work, marked work and unknown ids cannot be claimed", async () => {
    const { submissionId } = await waitingWork();
    S.expectError(await as(student, 'PUT', API_PATHS.claim(submissionId)), 403, 'CANNOT_MARK_OWN_SUBMISSION');
    await S.mark(api.url, marker, submissionId);
    S.expectError(await as(marker, 'PUT', API_PATHS.claim(submissionId)), 409, 'SUBMISSION_ALREADY_MARKED');
    S.expectError(await as(marker, 'PUT', API_PATHS.claim('00000000-0000-4000-8000-000000000000')), 404, 'SUBMISSION_NOT_FOUND');
  });
});

describe('limits', () => {
  test('past the per-account cap a new stream is refused (429); closing one makes room', async () => {
    const capped = await startTestApi({ LIVE_MAX_STREAMS_PER_USER: '2' });
    try {
      const first = await EventStreamClient.open(capped.url, student.token);
      const second = await EventStreamClient.open(capped.url, student.token);
      const third = await call(capped.url, 'GET', LIVE.path, { token: student.token });
      S.expectError(third, 429, 'TOO_MANY_STREAMS', MESSAGES.api.tooManyStreams);
      // Another account from the same address still gets one.
      const other = await EventStreamClient.open(capped.url, marker.token);
      expect(other.response.status).toBe(200);
      first.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await EventStreamClient.open(capped.url, student.token);
      expect(again.response.status).toBe(200);
      for (const stream of [second, other, again]) stream.close();
    } finally {
      await capped.close();
    }
  });

  test('closing the API ends its open streams (a shutdown is not held open by them)', async () => {
    const short = await startTestApi();
    const stream = await EventStreamClient.open(short.url, student.token);
    expect(stream.response.status).toBe(200);
    await short.close();
    await stream.closedByServer();
  });
});
