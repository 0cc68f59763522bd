// A lean browser-side event stream for benchmarks: node:http with a socket of its own, frames split
// by hand, and only notification frames parsed as JSON. Two thousand fetch streams in one process
// (api/test/support/event-stream.ts, zod-checking every event) cost the bench process more CPU than
// the API it measures; this keeps the client side out of the figures.
import http from 'node:http';
import { LIVE } from '@studyhub/contracts';

/** A notification as it reached this client: how long after the server wrote its row. */
export interface Arrival {
  id: string;
  submissionId: string;
  /** Arrival time minus the notification's createdAt (the marking transaction's start). */
  latencyMs: number;
}

export class StreamClient {
  readonly arrivals: Arrival[] = [];
  /** Times each notification id arrived (an exactly-once stream has only 1s). */
  readonly notificationCounts = new Map<string, number>();
  /** Times each submission's "left the queue" event arrived. */
  readonly leftCounts = new Map<string, number>();
  status = 0;
  ended = false;
  private buffer = '';
  private request: http.ClientRequest | undefined;

  constructor(
    readonly uid: string,
    readonly port: number,
  ) {}

  /** Resolves once the stream's first event (the unread count) has arrived. `query`: e.g. LIVE.watchQueue. */
  open(token: string, query: Record<string, string> = {}, timeoutMs = 30_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`stream of ${this.uid} not open within ${timeoutMs} ms`)), timeoutMs);
      let first = true;
      this.request = http.get(
        {
          host: '127.0.0.1',
          port: this.port,
          path: `${LIVE.path}?${new URLSearchParams(query)}`,
          agent: false,
          headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        },
        (response) => {
          this.status = response.statusCode ?? 0;
          if (this.status !== 200) {
            clearTimeout(timer);
            // The API's error body says which refusal it was (its code and message).
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => reject(new Error(`stream of ${this.uid} refused: ${this.status} ${body}`)));
            return;
          }
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            this.take(chunk);
            if (first) {
              first = false;
              clearTimeout(timer);
              resolve();
            }
          });
          response.on('close', () => (this.ended = true));
        },
      );
      this.request.on('error', (error) => {
        this.ended = true;
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  close(): void {
    this.request?.destroy();
  }

  private take(chunk: string): void {
    this.buffer += chunk;
    let start = 0;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n', start)) >= 0) {
      this.frame(this.buffer.slice(start, end), Date.now());
      start = end + 2;
    }
    this.buffer = this.buffer.slice(start);
  }

  /** Notifications carry an id line; queue events are counted from their text, unparsed. */
  private frame(frame: string, at: number): void {
    if (frame.startsWith('id: ')) {
      const newline = frame.indexOf('\n');
      const id = frame.slice(4, newline);
      const { notification } = JSON.parse(frame.slice(newline + 7)) as { notification: { createdAt: string; submissionId: string } };
      this.notificationCounts.set(id, (this.notificationCounts.get(id) ?? 0) + 1);
      this.arrivals.push({ id, submissionId: notification.submissionId, latencyMs: at - Date.parse(notification.createdAt) });
    } else if (frame.includes('"change":"left"')) {
      const submissionId = /"submissionId":"([^"]+)"/.exec(frame)?.[1] ?? '';
      this.leftCounts.set(submissionId, (this.leftCounts.get(submissionId) ?? 0) + 1);
    }
  }
}
