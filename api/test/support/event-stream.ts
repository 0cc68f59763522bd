// The event stream as a browser reads it: fetch with the token in a header, the body parsed as
// Server-Sent Events (field lines, a blank line ending each event, `:` lines ignored).
import { LIVE, liveEventSchema, type LiveEvent } from '@studyhub/contracts';

export interface Received {
  id?: string;
  event: LiveEvent;
}

export class EventStreamClient {
  readonly events: Received[] = [];
  private waiters: (() => void)[] = [];
  private ended = false;

  private constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {}

  /**
   * Opens the stream; the response is kept whatever its status (a refusal is a JSON body).
   * `query`: the stream's query, e.g. LIVE.watchQueue as the pending page opens it.
   */
  static async open(
    base: string,
    token: string | undefined,
    lastEventId?: string,
    query: Record<string, string> = {},
  ): Promise<EventStreamClient> {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const abort = new AbortController();
    const response = await fetch(`${base}${LIVE.path}?${new URLSearchParams(query)}`, { headers, signal: abort.signal });
    const client = new EventStreamClient(response, abort);
    if (response.ok) void client.read();
    return client;
  }

  get isOpen(): boolean {
    return !this.ended;
  }

  /** The last id seen: where a reconnect resumes. */
  get lastId(): string | undefined {
    return this.events.findLast((received) => received.id)?.id;
  }

  /** Resolves with the first event (in arrival order) that `match` accepts, waiting up to `timeoutMs`. */
  async next<T extends LiveEvent>(match: (event: LiveEvent) => event is T, timeoutMs = 5000, from = 0): Promise<Received & { event: T }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.slice(from).find((received) => match(received.event));
      if (found) return found as Received & { event: T };
      if (this.ended) throw new Error('The stream ended before the event came');
      if (Date.now() > deadline) throw new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /** Resolves when the server ends the stream. */
  async closedByServer(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error('The stream stayed open');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  close(): void {
    this.abort.abort();
    this.ended = true;
  }

  private async read(): Promise<void> {
    const reader = this.response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.take(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close(), or the connection dropped.
    } finally {
      this.ended = true;
      for (const wake of this.waiters.splice(0)) wake();
    }
  }

  private take(block: string): void {
    let id: string | undefined;
    let data: string | undefined;
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data = line.slice(6);
    }
    if (data === undefined) return;
    this.events.push({ id, event: liveEventSchema.parse(JSON.parse(data)) });
    for (const wake of this.waiters.splice(0)) wake();
  }
}

export const isType =
  <K extends LiveEvent['type']>(type: K) =>
  (event: LiveEvent): event is Extract<LiveEvent, { type: K }> =>
    event.type === type;
