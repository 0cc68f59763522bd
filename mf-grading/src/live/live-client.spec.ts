import { describe, expect, jest, test } from '@jest/globals';
import type { LiveEvent } from '@studyhub/contracts';
import { LIVE } from '@studyhub/contracts/web';
import { rowId } from '@studyhub/testing';
import { waitFor } from '@testing-library/react';
import { startLiveClient, type LiveStatus } from './live-client.js';

const API = 'http://api.test';

/** A response body the test writes to as the server would: chunks, then an end or a break. */
function streamBody(signal: AbortSignal) {
  const queue: (string | Error | null)[] = [];
  let wake: () => void = () => undefined;
  const put = (item: string | Error | null) => {
    queue.push(item);
    wake();
  };
  signal.addEventListener('abort', () => put(new DOMException('aborted', 'AbortError')));
  const encoder = new TextEncoder();
  const reader = {
    async read(): Promise<ReadableStreamReadResult<Uint8Array>> {
      while (!queue.length) await new Promise<void>((resolve) => (wake = resolve));
      const item = queue.shift();
      if (item instanceof Error) throw item;
      if (item === null || item === undefined) return { done: true, value: undefined };
      return { done: false, value: encoder.encode(item) };
    },
    releaseLock: () => undefined,
  };
  return {
    body: { getReader: () => reader } as unknown as ReadableStream<Uint8Array>,
    send: (text: string) => put(text),
    end: () => put(null),
    break: () => put(new TypeError('network error')),
  };
}

type Stream = ReturnType<typeof streamBody>;
type Answer = { stream: true } | { status: number; code?: string } | { error: true } | { noBody: true };

/**
 * A fake API answering each connection from `answers` in turn (then never again), and everything
 * the client did: the requests, the events, the statuses and the waits between attempts.
 */
function harness(
  answers: Answer[],
  {
    token = async (fresh: boolean): Promise<string | null> => (fresh ? 'fresh-token' : 'token'),
    query = (): Record<string, string> => ({}),
  } = {},
) {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const streams: Stream[] = [];
  const events: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  const waits: number[] = [];
  const tokens: boolean[] = [];
  const onReconnect = jest.fn();
  const fakeFetch = async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), headers: { ...(init?.headers as Record<string, string>) } });
    const answer = answers.shift();
    if (!answer) return new Promise<Response>(() => undefined);
    if ('error' in answer) throw new TypeError('Failed to fetch');
    if ('noBody' in answer)
      return { ok: true, status: 200, headers: new Headers({ 'content-type': 'text/event-stream' }), body: null } as unknown as Response;
    if ('status' in answer) return { ok: false, status: answer.status, json: async () => ({ code: answer.code }) } as unknown as Response;
    const stream = streamBody(init!.signal!);
    streams.push(stream);
    return {
      ok: true,
      status: 200,
      headers: new Headers({ 'content-type': 'text/event-stream; charset=utf-8' }),
      body: stream.body,
    } as unknown as Response;
  };
  const client = startLiveClient({
    apiUrl: API,
    token: async (fresh) => {
      tokens.push(fresh);
      return token(fresh);
    },
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    onReconnect,
    query,
    fetch: fakeFetch as typeof fetch,
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  return { requests, streams, events, statuses, waits, tokens, onReconnect, stop: client.stop, reopen: client.reopen };
}

const notification = (id: string) =>
  ({
    type: 'notification',
    unread: Number(id),
    notification: {
      id,
      kind: 'graded',
      submissionId: rowId(1),
      assignmentId: rowId(2),
      title: 'Essay',
      actorName: null,
      obtainedMarks: 8,
      marks: 10,
      decision: null,
      read: false,
      createdAt: '2026-11-26T05:00:00.000Z',
    },
  }) satisfies LiveEvent;

const frame = (event: LiveEvent, id?: string) => `${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(event)}\n\n`;

describe('startLiveClient', () => {
  test('opens GET /api/events with the token in the Authorization header, never in the URL', async () => {
    const live = harness([{ stream: true }]);
    await waitFor(() => expect(live.statuses).toEqual(['connecting', 'live']));
    expect(live.requests).toEqual([{ url: `${API}${LIVE.path}`, headers: { Authorization: 'Bearer token', Accept: 'text/event-stream' } }]);
    live.stop();
  });

  test('reads events split anywhere across chunks, in order, past pings and kinds it does not know', async () => {
    const live = harness([{ stream: true }]);
    await waitFor(() => expect(live.streams).toHaveLength(1));
    const [stream] = live.streams;
    const text = `: ping\n\n${frame(notification('7'), '7')}data: {"type":"someday","x":1}\n\n${frame({ type: 'unread', unread: 0 })}`;
    for (let at = 0; at < text.length; at += 5) stream.send(text.slice(at, at + 5));
    await waitFor(() => expect(live.events).toEqual([notification('7'), { type: 'unread', unread: 0 }]));
    live.stop();
  });

  test('after a break it reconnects in 1 s with a new token and Last-Event-ID of the last notification, so none is lost', async () => {
    const live = harness([{ stream: true }, { stream: true }]);
    await waitFor(() => expect(live.streams).toHaveLength(1));
    live.streams[0].send(frame(notification('41'), '41') + frame(notification('42'), '42'));
    // Events without an id (counts, the queue) are no point to resume from.
    live.streams[0].send(frame({ type: 'queue', change: 'left', submissionId: rowId(3), groupId: null }));
    await waitFor(() => expect(live.events).toHaveLength(3));
    live.streams[0].break();
    await waitFor(() => expect(live.streams).toHaveLength(2));
    expect(live.waits).toEqual([1000]);
    expect(live.tokens).toEqual([false, false]);
    expect(live.requests[1].headers).toEqual({ Authorization: 'Bearer token', Accept: 'text/event-stream', 'Last-Event-ID': '42' });
    expect(live.statuses).toEqual(['connecting', 'live', 'offline', 'live']);
    expect(live.onReconnect).toHaveBeenCalledTimes(1);
    // What the server replays from 42 on arrives as usual.
    live.streams[1].send(frame(notification('43'), '43'));
    await waitFor(() => expect(live.events.at(-1)).toEqual(notification('43')));
    live.stop();
  });

  test('a stream the server ends is opened again too, from the last id', async () => {
    const live = harness([{ stream: true }, { stream: true }]);
    await waitFor(() => expect(live.streams).toHaveLength(1));
    live.streams[0].send(frame(notification('9'), '9'));
    live.streams[0].end();
    await waitFor(() => expect(live.streams).toHaveLength(2));
    expect(live.requests[1].headers['Last-Event-ID']).toBe('9');
    live.stop();
  });

  test('failures in a row wait 1 s, doubling, up to LIVE.maxRetryMs; an open stream starts the count again', async () => {
    const failures: Answer[] = [
      { status: 500 },
      { error: true },
      { status: 503 },
      { error: true },
      { status: 502 },
      { error: true },
      { error: true },
    ];
    const live = harness([...failures, { stream: true }]);
    await waitFor(() => expect(live.streams).toHaveLength(1));
    expect(live.waits).toEqual([1000, 2000, 4000, 8000, 16000, LIVE.maxRetryMs, LIVE.maxRetryMs]);
    expect(live.statuses.slice(0, 3)).toEqual(['connecting', 'offline', 'offline']);
    expect(live.statuses.at(-1)).toBe('live');
    live.streams[0].break();
    await waitFor(() => expect(live.waits).toHaveLength(8));
    expect(live.waits.at(-1)).toBe(1000);
    live.stop();
  });

  test('a 401 (the token ran out) asks for a fresh token for the next try', async () => {
    const live = harness([{ status: 401, code: 'UNAUTHORIZED' }, { stream: true }]);
    await waitFor(() => expect(live.streams).toHaveLength(1));
    expect(live.tokens).toEqual([false, true]);
    expect(live.requests[1].headers.Authorization).toBe('Bearer fresh-token');
    live.stop();
  });

  test('an id the server refuses (400 INVALID_EVENT_ID) is dropped: the next try starts afresh', async () => {
    const live = harness([{ stream: true }, { status: 400, code: 'INVALID_EVENT_ID' }, { stream: true }]);
    await waitFor(() => expect(live.streams).toHaveLength(1));
    live.streams[0].send(frame(notification('5'), '5'));
    await waitFor(() => expect(live.events).toHaveLength(1));
    live.streams[0].break();
    await waitFor(() => expect(live.streams).toHaveLength(2));
    expect(live.requests.map((request) => request.headers['Last-Event-ID'])).toEqual([undefined, '5', undefined]);
    live.stop();
  });

  test.each(['TOO_MANY_STREAMS', 'RATE_LIMITED'])('a 429 %s waits the longest time before trying again', async (code) => {
    const live = harness([{ status: 429, code }, { stream: true }]);
    await waitFor(() => expect(live.streams).toHaveLength(1));
    expect(live.waits).toEqual([LIVE.maxRetryMs]);
    live.stop();
  });

  test('a browser that cannot read the body as a stream stays offline (the page polls) and stops trying', async () => {
    const live = harness([{ noBody: true }, { stream: true }]);
    await waitFor(() => expect(live.statuses).toEqual(['connecting', 'offline']));
    expect(live.requests).toHaveLength(1);
  });

  test('signed out (no token): nothing is asked for', async () => {
    const live = harness([{ stream: true }], { token: async () => null });
    await waitFor(() => expect(live.statuses).toEqual(['connecting', 'offline']));
    expect(live.requests).toEqual([]);
  });

  test('reopen() connects again at once with the query as it is now, resuming from the last id', async () => {
    let query: Record<string, string> = {};
    const live = harness([{ stream: true }, { stream: true }], { query: () => query });
    await waitFor(() => expect(live.streams).toHaveLength(1));
    live.streams[0].send(frame(notification('12'), '12'));
    await waitFor(() => expect(live.events).toHaveLength(1));
    query = LIVE.watchQueue;
    live.reopen();
    await waitFor(() => expect(live.streams).toHaveLength(2));
    expect(live.requests.map((request) => request.url)).toEqual([
      `${API}${LIVE.path}`,
      `${API}${LIVE.path}?${new URLSearchParams(LIVE.watchQueue)}`,
    ]);
    expect(live.requests[1].headers['Last-Event-ID']).toBe('12');
    // No wait, no failure counted, never shown offline; the lists are refreshed for what came between.
    expect(live.waits).toEqual([]);
    expect(live.statuses).toEqual(['connecting', 'live', 'live']);
    expect(live.onReconnect).toHaveBeenCalledTimes(1);
    live.stop();
  });

  test('stop() closes the stream and nothing reconnects', async () => {
    const live = harness([{ stream: true }, { stream: true }]);
    await waitFor(() => expect(live.streams).toHaveLength(1));
    live.stop();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(live.requests).toHaveLength(1);
    expect(live.waits).toEqual([]);
  });
});
