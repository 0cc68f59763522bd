import { useAppDispatch } from '@studyhub/api-client';
import { LIVE } from '@studyhub/contracts/web';
import { useEffect, useRef } from 'react';
import type { LiveStatus } from '../live/live-client.js';
import { LIST_TAG, notificationsApi, useUnreadNotificationsQuery } from './notifications.api.js';

/**
 * The caller's unread count. While the stream is open, it says every change; without it the
 * count is asked for every LIVE.pollMs, and a rise refreshes the notifications and the caller's
 * own submissions, as the stream would have.
 */
export function useUnreadCount(uid: string, status: LiveStatus): number {
  const dispatch = useAppDispatch();
  const polling = status === 'offline';
  const unread =
    useUnreadNotificationsQuery(uid, { pollingInterval: polling ? LIVE.pollMs : 0, skipPollingIfUnfocused: true }).data?.unread ?? 0;
  const previous = useRef(unread);
  useEffect(() => {
    if (polling && unread > previous.current) {
      dispatch(notificationsApi.util.invalidateTags([LIST_TAG, { type: 'Submission', id: 'MINE' }]));
    }
    previous.current = unread;
  }, [dispatch, polling, unread]);
  return unread;
}
