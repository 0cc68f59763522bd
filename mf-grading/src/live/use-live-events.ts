import { useAppDispatch } from '@studyhub/api-client';
import { selectUser } from '@studyhub/auth';
import type { LiveEvent } from '@studyhub/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSelector, useStore } from 'react-redux';
import { liveStatus, retainLiveConnection, subscribeLiveEvents, subscribeLiveStatus } from './live-connection.js';
import type { LiveStatus } from './live-client.js';

/**
 * Keeps the page's live connection open while the calling component is mounted and someone is
 * signed in, and returns its state ('offline': no stream, so poll). A screen showing the pending
 * queue passes `showsQueue`: only then does the stream carry the queue's joins, leaves and claims. The cache is already updated
 * for every event (live-cache.ts); `handler` is for what a screen does beyond that, e.g. the
 * pending page telling its marker that someone else opened the same submission:
 *
 *   useLiveEvents((event) => { if (event.type === 'claim' && event.submissionId === openId) warn(event.claim); });
 *
 * The handler may change between renders; the latest one is called.
 */
export function useLiveEvents(handler?: (event: LiveEvent) => void, { showsQueue = false } = {}): LiveStatus {
  const uid = useSelector(selectUser)?.uid;
  const dispatch = useAppDispatch();
  const store = useStore();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });

  useEffect(() => (uid ? retainLiveConnection(uid, dispatch, store.getState, showsQueue) : undefined), [uid, dispatch, store, showsQueue]);
  useEffect(() => subscribeLiveEvents((event) => latest.current?.(event)), []);
  return useSyncExternalStore(subscribeLiveStatus, liveStatus, liveStatus);
}
