import type { AppDispatch } from '@studyhub/api-client';
import type { Claim, LiveEvent, Notification, Submission } from '@studyhub/contracts';
import { gradingApi } from '../grading.api.js';
import { LIST_TAG, notificationsApi } from '../notifications/notifications.api.js';

/** The tags of grading's lists (grading.api.ts) and of one submission's history (history.api.ts). */
const MINE_TAG = { type: 'Submission', id: 'MINE' } as const;
const PENDING_TAG = { type: 'Submission', id: 'PENDING' } as const;

/**
 * What a notification makes stale. The student's kinds: their own lists ("My Attempted
 * Assignments", the details page's panel), the submission's history and the assignment's card. The
 * author's kinds: every submissions view (the author's table on the details page provides the bare
 * 'Submission' tag) and the assignment's counts.
 */
function staleFor(notification: Notification) {
  const assignment = notification.assignmentId ? [{ type: 'Assignment' as const, id: notification.assignmentId }] : [];
  const submission = { type: 'Submission' as const, id: notification.submissionId };
  if (notification.kind === 'graded' || notification.kind === 'regradeAnswered') return [MINE_TAG, submission, ...assignment];
  return ['Submission' as const, ...assignment];
}

/**
 * A claim as the pending rows hold it. The event does not say whose it is: a claim on a row this
 * page already holds (`mine`) that goes on is its own renewal; any other is someone else's.
 */
function claimOnRow(current: Submission['claim'], claim: Omit<Claim, 'mine'> | null): Claim | null {
  if (!claim) return null;
  return { ...claim, mine: current?.mine === true };
}

/** Applies one pending-queue change to every cached queue (all work, a group's). */
function patchPending(dispatch: AppDispatch, getArgs: () => (string | null)[], change: (rows: Submission[]) => Submission[]) {
  for (const group of getArgs()) {
    dispatch(
      gradingApi.util.updateQueryData('listPendingSubmissions', group, (data) => {
        for (const page of data.pages) page.items = change(page.items);
      }),
    );
  }
}

/** The count, where a page shows it (the bell); elsewhere the next fetch brings it. */
const setUnread = (uid: string, unread: number) => notificationsApi.util.updateQueryData('unreadNotifications', uid, () => ({ unread }));

/**
 * Brings the RTK Query cache in line with one event of the stream, for the signed-in user `uid`:
 * the screens showing those data re-render, and only what cannot be patched is fetched again.
 */
export function applyLiveEvent(event: LiveEvent, uid: string, dispatch: AppDispatch, getState: () => unknown) {
  const pendingArgs = () => gradingApi.util.selectCachedArgsForQuery(getState() as never, 'listPendingSubmissions');
  switch (event.type) {
    case 'notification': {
      dispatch(setUnread(uid, event.unread));
      dispatch(
        notificationsApi.util.updateQueryData('listNotifications', uid, (data) => {
          const [first] = data.pages;
          if (!first || data.pages.some((page) => page.items.some((item) => item.id === event.notification.id))) return;
          first.items.unshift(event.notification);
          for (const page of data.pages) page.total += 1;
        }),
      );
      dispatch(gradingApi.util.invalidateTags(staleFor(event.notification)));
      return;
    }
    case 'unread':
      dispatch(setUnread(uid, event.unread));
      // Read on another page: the rows shown here must say so too.
      dispatch(notificationsApi.util.invalidateTags([LIST_TAG]));
      return;
    case 'queue':
      // A row that left goes at once; one that joined comes with the refetch.
      if (event.change === 'left') patchPending(dispatch, pendingArgs, (rows) => rows.filter((row) => row._id !== event.submissionId));
      dispatch(gradingApi.util.invalidateTags([PENDING_TAG]));
      return;
    case 'claim':
      patchPending(dispatch, pendingArgs, (rows) =>
        rows.map((row) => (row._id === event.submissionId ? { ...row, claim: claimOnRow(row.claim, event.claim) } : row)),
      );
      return;
  }
}

/**
 * After the stream was broken: what came meanwhile without an id (counts, queue changes, claims)
 * cannot be replayed, so the views that show them are asked for again.
 */
export function refreshAfterBreak(dispatch: AppDispatch) {
  dispatch(notificationsApi.util.invalidateTags(['Notification']));
  dispatch(gradingApi.util.invalidateTags([PENDING_TAG]));
}
