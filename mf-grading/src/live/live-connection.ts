import type { AppDispatch } from '@studyhub/api-client';
import { webEnv } from '@studyhub/auth';
import type { LiveEvent } from '@studyhub/contracts';
import { LIVE } from '@studyhub/contracts/web';
import { applyLiveEvent, refreshAfterBreak } from './live-cache.js';
import { startLiveClient, type LiveStatus } from './live-client.js';
import { liveToken } from './live-token.js';

type Listener = (event: LiveEvent) => void;

interface Connection {
  uid: string;
  dispatch: AppDispatch;
  users: number;
  /** Those of `users` showing the pending queue: while there is one, the stream asks for its events. */
  queueWatchers: number;
  /** Whether the stream connected last asked for the queue (undefined: not connected yet). */
  watching?: boolean;
  stop: () => void;
  reopen: () => void;
  /** A stop waiting for the next tick, called off when someone takes the connection up again. */
  closing?: ReturnType<typeof setTimeout>;
}

const listeners = new Set<Listener>();
const statusListeners = new Set<() => void>();
let status: LiveStatus = 'offline';
let connection: Connection | null = null;

function setStatus(next: LiveStatus) {
  status = next;
  for (const listener of statusListeners) listener();
}

export const liveStatus = () => status;

export function subscribeLiveStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Every event of the page's stream, after the cache has taken it in. */
export function subscribeLiveEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function open(uid: string, dispatch: AppDispatch, getState: () => unknown): Connection {
  const opened: Connection = { uid, dispatch, users: 0, queueWatchers: 0, stop: () => undefined, reopen: () => undefined };
  const client = startLiveClient({
    apiUrl: webEnv.apiUrl,
    token: liveToken,
    onEvent: (event) => {
      applyLiveEvent(event, uid, dispatch, getState);
      for (const listener of listeners) listener(event);
    },
    onStatus: setStatus,
    onReconnect: () => refreshAfterBreak(dispatch),
    query: () => {
      opened.watching = opened.queueWatchers > 0;
      return opened.watching ? LIVE.watchQueue : {};
    },
  });
  return Object.assign(opened, { stop: client.stop, reopen: client.reopen });
}

/** Opens the stream again when the queue's watchers came or all went (a tick later, past remounts). */
function watchQueue(held: Connection, change: 1 | -1) {
  held.queueWatchers += change;
  setTimeout(() => {
    if (connection === held && held.watching !== undefined && held.watching !== held.queueWatchers > 0) held.reopen();
  }, 0);
}

/**
 * One stream per page, whoever asks for it (the bell in the bar, the pending queue): the first
 * to take it up opens it, the last to let go closes it, the queue's events come while a screen
 * showing the queue holds it (`showsQueue`), and another user signing in gets their
 * own (so does another store, which only tests make). The close waits a tick, so a screen that remounts (a new page, React's StrictMode) keeps
 * the stream rather than opening a second.
 */
export function retainLiveConnection(uid: string, dispatch: AppDispatch, getState: () => unknown, showsQueue = false): () => void {
  if (connection && (connection.uid !== uid || connection.dispatch !== dispatch)) {
    connection.stop();
    connection = null;
  }
  connection ??= open(uid, dispatch, getState);
  const held = connection;
  clearTimeout(held.closing);
  held.users += 1;
  if (showsQueue) watchQueue(held, 1);
  return () => {
    held.users -= 1;
    if (showsQueue) watchQueue(held, -1);
    if (held.users > 0) return;
    held.closing = setTimeout(() => {
      if (held.users > 0 || connection !== held) return;
      held.stop();
      connection = null;
      setStatus('offline');
    }, 0);
  };
}
