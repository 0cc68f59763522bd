import type { LiveEvent } from '@studyhub/contracts';
import { LIVE } from '@studyhub/contracts/web';
import { retryDelayMs } from './retry-delay.js';
import { readEventStream, type EventSourceMessage } from './sse-stream.js';

/** `live`: the stream is open. `offline`: it is not (failed, refused, or the browser cannot read one), so pages poll. */
export type LiveStatus = 'connecting' | 'live' | 'offline';

export interface LiveClientOptions {
  /** The API's origin; the stream is LIVE.path on it. */
  apiUrl: string;
  /** The caller's ID token, or null once signed out. `fresh` after a 401: not the cached one. */
  token: (fresh: boolean) => Promise<string | null>;
  onEvent: (event: LiveEvent) => void;
  onStatus: (status: LiveStatus) => void;
  /** The stream opened again after a break: events without an id (queue, claims, counts) may have been missed. */
  onReconnect: () => void;
  /** The stream's query, asked for at each connection (LIVE.watchQueue while the page shows the queue). */
  query?: () => Record<string, string>;
  fetch?: typeof fetch;
  /** Waits between attempts; tests pass one that records the delay and returns at once. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

type Attempt =
  /** The stream had opened, then ended or broke. */
  | { outcome: 'ended' }
  | { outcome: 'refused'; status: number; code?: string }
  | { outcome: 'failed' }
  | { outcome: 'unsupported' }
  | { outcome: 'signedOut' };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** An event this page knows; one of a kind a later API adds is passed over rather than breaking the stream. */
function parseEvent(data: string): LiveEvent | null {
  try {
    const value: unknown = JSON.parse(data);
    const type = (value as { type?: unknown } | null)?.type;
    return ['notification', 'unread', 'queue', 'claim'].includes(type as string) ? (value as LiveEvent) : null;
  } catch {
    return null;
  }
}

async function refusalCode(response: Response): Promise<string | undefined> {
  try {
    return ((await response.json()) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

/**
 * The page's connection to the API's event stream, kept open until `stop()`. It is read with
 * fetch, not EventSource, so the token travels in the Authorization header and never in a URL
 * that lands in logs. After a break it reconnects by itself, waiting 1 s and doubling up to
 * LIVE.maxRetryMs, with a token asked for afresh each time and `Last-Event-ID` set to the last
 * notification seen, so the server sends what came in between and none is lost.
 */
export function startLiveClient(options: LiveClientOptions): { stop: () => void; reopen: () => void } {
  const controller = new AbortController();
  const { signal } = controller;
  const fetchStream = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const wait = options.wait ?? sleep;
  let lastId: string | undefined;
  let freshToken = false;
  let opened = 0;
  /** Ends the connection in progress (the loop's signal ends them all). */
  let connection: AbortController | undefined;
  let reopening = false;

  const onMessage = (message: EventSourceMessage) => {
    const event = parseEvent(message.data);
    if (event) options.onEvent(event);
    // Only notifications carry an id: the point the server can resume from.
    if (message.id) lastId = message.id;
  };

  async function attempt(): Promise<Attempt> {
    const token = await options.token(freshToken);
    if (!token) return { outcome: 'signedOut' };
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
    if (lastId) headers['Last-Event-ID'] = lastId;
    const url = new URL(LIVE.path, options.apiUrl);
    for (const [name, value] of Object.entries(options.query?.() ?? {})) url.searchParams.set(name, value);
    connection = new AbortController();
    // Stopped while the token was being asked for.
    if (signal.aborted) connection.abort();
    const response = await fetchStream(url.href, { headers, signal: connection.signal, cache: 'no-store' });
    if (!response.ok) return { outcome: 'refused', status: response.status, code: await refusalCode(response) };
    // A browser that cannot hand over the body as a stream can only poll.
    if (!response.body) return { outcome: 'unsupported' };
    if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return { outcome: 'failed' };
    freshToken = false;
    opened += 1;
    options.onStatus('live');
    if (opened > 1) options.onReconnect();
    // Ended by the server or broken on the way: either way it had opened, so it is tried again soon.
    await readEventStream(response.body, onMessage).catch(() => undefined);
    return { outcome: 'ended' };
  }

  async function run() {
    let failures = 0;
    options.onStatus('connecting');
    while (!signal.aborted) {
      const result = await attempt().catch((): Attempt => ({ outcome: 'failed' }));
      connection = undefined;
      if (signal.aborted || result.outcome === 'signedOut' || result.outcome === 'unsupported') break;
      // Ended on purpose for another query: at once, and no failure.
      if (reopening) {
        reopening = false;
        continue;
      }
      options.onStatus('offline');
      if (result.outcome === 'ended') {
        // The stream had opened: the next try starts again from the shortest wait.
        failures = 1;
      } else {
        failures += 1;
        if (result.outcome === 'refused' && result.status === 401) freshToken = true;
        // An id this server cannot resume from: start afresh (the reconnect refreshes the lists).
        if (result.outcome === 'refused' && result.code === 'INVALID_EVENT_ID') lastId = undefined;
      }
      // Too many streams or calls: ask again only after the longest wait.
      const delay = result.outcome === 'refused' && result.status === 429 ? LIVE.maxRetryMs : retryDelayMs(failures);
      await wait(delay, signal);
    }
    if (!signal.aborted) options.onStatus('offline');
  }

  void run();
  return {
    stop: () => {
      controller.abort();
      connection?.abort();
    },
    /** Connects again at once, resuming from the last id, so a changed `query` takes effect. */
    reopen: () => {
      // Between connections the next one reads the query anyway.
      if (!connection || connection.signal.aborted) return;
      reopening = true;
      connection.abort();
    },
  };
}
