import { describe, expect, test } from '@jest/globals';
import { API_PATHS } from '@studyhub/contracts';
import { aNotification, aSubmission, installFakeApi, rowId, type ApiCall } from '@studyhub/testing';
import { waitFor } from '@testing-library/react';
import { applyLiveEvent } from './live-cache';
import { gradingApi } from '../grading.api';
import { notificationsApi } from '../notifications/notifications.api';
import { createAppStore } from '@studyhub/api-client';

jest.mock('@studyhub/auth', () => ({
  ...jest.requireActual<object>('@studyhub/auth'),
  currentIdToken: async () => 'test-token',
}));

const UID = 'me';

/** The store's state as the notification endpoints type it (their tag type is added at injection). */
const notificationsState = (store: ReturnType<typeof createAppStore>) =>
  store.getState() as Parameters<ReturnType<typeof notificationsApi.endpoints.unreadNotifications.select>>[0];

/** A store whose pages show "My Attempted Assignments", the pending queue and the notifications. */
async function storeShowingLists(): Promise<{ store: ReturnType<typeof createAppStore>; calls: ApiCall[] }> {
  const calls = installFakeApi((call) => {
    if (call.path === API_PATHS.pendingSubmissions)
      return { body: [aSubmission({ _id: rowId(1) }), aSubmission({ _id: rowId(2) })], total: 2 };
    if (call.path === API_PATHS.submissions) return { body: [aSubmission({ _id: rowId(3) })], total: 1 };
    if (call.path === API_PATHS.notifications) return { body: [aNotification({ id: '4' })], total: 1 };
    return { body: { unread: 1 } };
  });
  const store = createAppStore();
  await Promise.all([
    store.dispatch(gradingApi.endpoints.listPendingSubmissions.initiate(null)),
    store.dispatch(gradingApi.endpoints.listMySubmissions.initiate(UID)),
    store.dispatch(notificationsApi.endpoints.listNotifications.initiate(UID)),
    store.dispatch(notificationsApi.endpoints.unreadNotifications.initiate(UID)),
  ]);
  calls.length = 0;
  return { store, calls };
}

const apply = (store: ReturnType<typeof createAppStore>, event: Parameters<typeof applyLiveEvent>[0]) =>
  applyLiveEvent(event, UID, store.dispatch, store.getState);
const pendingIds = (store: ReturnType<typeof createAppStore>) =>
  gradingApi.endpoints.listPendingSubmissions
    .select(null)(store.getState())
    .data?.pages.flatMap((page) => page.items.map((row) => row._id));

describe('applyLiveEvent', () => {
  test('a grade: the count and the list take it in, and "My Attempted Assignments" is fetched again', async () => {
    const { store, calls } = await storeShowingLists();
    apply(store, { type: 'notification', notification: aNotification({ id: '5', kind: 'graded' }), unread: 2 });
    expect(notificationsApi.endpoints.unreadNotifications.select(UID)(notificationsState(store)).data).toEqual({ unread: 2 });
    const list = notificationsApi.endpoints.listNotifications.select(UID)(notificationsState(store)).data;
    expect(list?.pages[0].items.map(({ id }) => id)).toEqual(['5', '4']);
    expect(list?.pages[0].total).toBe(2);
    await waitFor(() => expect(calls.map(({ path }) => path)).toEqual([API_PATHS.submissions]));
  });

  test('the same notification twice (a replay after a reconnect) is listed once', async () => {
    const { store } = await storeShowingLists();
    const event = { type: 'notification', notification: aNotification({ id: '5' }), unread: 2 } as const;
    apply(store, event);
    apply(store, event);
    expect(
      notificationsApi.endpoints.listNotifications
        .select(UID)(notificationsState(store))
        .data?.pages[0].items.map(({ id }) => id),
    ).toEqual(['5', '4']);
  });

  test('a row that left the queue goes at once, and the queue is fetched again', async () => {
    const { store, calls } = await storeShowingLists();
    apply(store, { type: 'queue', change: 'left', submissionId: rowId(1), groupId: null });
    expect(pendingIds(store)).toEqual([rowId(2)]);
    await waitFor(() => expect(calls.map(({ path }) => path)).toEqual([API_PATHS.pendingSubmissions]));
  });

  test("a claim shows on its pending row, someone else's unless this page holds it already, and goes when it ends", async () => {
    const { store } = await storeShowingLists();
    const claim = { submissionId: rowId(2), by: 'Ada', expiresAt: '2026-11-26T06:00:00.000Z' };
    apply(store, { type: 'claim', submissionId: rowId(2), claim });
    const row = () =>
      gradingApi.endpoints.listPendingSubmissions
        .select(null)(store.getState())
        .data?.pages[0].items.find(({ _id }) => _id === rowId(2));
    expect(row()?.claim).toEqual({ ...claim, mine: false });
    apply(store, { type: 'claim', submissionId: rowId(2), claim: null });
    expect(row()?.claim).toBeNull();
  });
});
