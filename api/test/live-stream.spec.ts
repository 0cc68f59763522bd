// A stream whose reader stopped reading must not grow the server's memory: past MAX_BUFFERED_BYTES
// of unsent events it is dropped (its client reconnects and resumes from its last id).
import { Writable } from 'node:stream';
import { describe, expect, test } from '@jest/globals';
import { LiveStream, MAX_BUFFERED_BYTES } from '../src/live/live-stream.js';

/** A socket whose peer never reads: every write stays buffered. */
class StalledSocket extends Writable {
  destroyedByServer = false;
  override _write(_chunk: unknown, _encoding: string, _callback: () => void): void {
    // Never calls back: the data never leaves.
  }
  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.destroyedByServer = true;
    callback(error);
  }
}

const aNotification = (i: number) => ({
  type: 'queue' as const,
  change: 'joined' as const,
  submissionId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  groupId: null,
});

describe('a client that stops reading', () => {
  test('is dropped once its unsent events pass the cap, and nothing more is buffered for it', () => {
    const socket = new StalledSocket();
    const stream = new LiveStream(socket as never, 'uid', '127.0.0.1', new Set());
    stream.release(0n);
    let sent = 0;
    while (stream.isOpen && sent < 10_000) stream.send(aNotification(sent++));
    expect(stream.isOpen).toBe(false);
    expect(socket.destroyedByServer).toBe(true);
    // Dropped within one event of the cap, long before the 10,000 events were all queued.
    expect(socket.writableLength).toBeLessThanOrEqual(MAX_BUFFERED_BYTES + 200);
    expect(sent).toBeLessThan(1000);
  });

  test('a reader that keeps up is never dropped', () => {
    const received: string[] = [];
    const socket = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        received.push(chunk.toString());
        callback();
      },
    });
    const stream = new LiveStream(socket as never, 'uid', '127.0.0.1', new Set());
    stream.release(0n);
    for (let i = 0; i < 5000; i += 1) stream.send(aNotification(i));
    expect(stream.isOpen).toBe(true);
    expect(received).toHaveLength(5000);
  });

  test('events held during the replay follow it, without those the replay already sent', () => {
    const received: string[] = [];
    const socket = new Writable({ write: (chunk: Buffer, _e, callback) => (received.push(chunk.toString()), callback()) });
    const stream = new LiveStream(socket as never, 'uid', '127.0.0.1', new Set());
    const unread = (n: number) => ({ type: 'unread' as const, unread: n });
    stream.send(unread(1), '7');
    stream.send(unread(2), '9');
    stream.send(unread(3));
    stream.replay(unread(0), '7');
    stream.release(7n);
    expect(received).toEqual([
      'id: 7\ndata: {"type":"unread","unread":0}\n\n',
      'id: 9\ndata: {"type":"unread","unread":2}\n\n',
      'data: {"type":"unread","unread":3}\n\n',
    ]);
  });

  test('a replayed event whose live copy arrives after the replay is not sent again', () => {
    const received: string[] = [];
    const socket = new Writable({ write: (chunk: Buffer, _e, callback) => (received.push(chunk.toString()), callback()) });
    const stream = new LiveStream(socket as never, 'uid', '127.0.0.1', new Set());
    const unread = (n: number) => ({ type: 'unread' as const, unread: n });
    stream.replay(unread(1), '8');
    stream.release(8n);
    // PostgreSQL's NOTIFY for event 8 reaches the process after the replay read it from the table.
    stream.send(unread(1), '8');
    stream.send(unread(2), '10');
    expect(received).toEqual(['id: 8\ndata: {"type":"unread","unread":1}\n\n', 'id: 10\ndata: {"type":"unread","unread":2}\n\n']);
  });
});
