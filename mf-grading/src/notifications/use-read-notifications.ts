import type { Notification } from '@studyhub/contracts';
import { useCallback } from 'react';
import { useReadNotificationsMutation } from './notifications.api.js';

/** Marking read: one notification as it is opened (if unread), or all of them. */
export function useReadNotifications(uid: string) {
  const [read, state] = useReadNotificationsMutation();
  const openOne = useCallback(
    (notification: Notification) => {
      if (!notification.read) void read({ as: uid, ids: [notification.id] });
    },
    [read, uid],
  );
  const readAll = useCallback(() => void read({ as: uid }), [read, uid]);
  return { openOne, readAll, busy: state.isLoading };
}
