// One browser's open event stream (Server-Sent Events over a hijacked Fastify reply).
import type { ServerResponse } from 'node:http';
import type { LiveEvent } from '@studyhub/contracts';

/**
 * A client that stops reading lets the socket's buffer grow with every event; past this much
 * unsent data it is dropped (it reconnects and resumes from its last id) rather than held.
 */
export const MAX_BUFFERED_BYTES = 64 * 1024;

/** An event as the stream carries it. */
export const toFrame = (event: LiveEvent, id?: string): string => `${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(event)}\n\n`;

export class LiveStream {
  private closed = false;
  /** Events held back while the stream replays what it missed (see LiveHub.open). */
  private held: { frame: string; id?: string }[] | undefined = [];
  /**
   * Ids the replay sent. On PostgreSQL a replayed event's NOTIFY may reach this process only after
   * the replay read it from the table, hence after `release`: it is not sent a second time.
   */
  private readonly replayed = new Set<string>();

  constructor(
    private readonly raw: Pick<ServerResponse, 'writableLength' | 'write' | 'end' | 'destroy'>,
    readonly uid: string,
    readonly address: string,
    /** The groups whose queue the account may see; the hub refreshes it when they change. */
    public groups: ReadonlySet<string>,
    /** Opened by a page that shows the pending queue (LIVE.watchQueue): it gets the queue's events. */
    readonly watchesQueue = false,
  ) {}

  get isOpen(): boolean {
    return !this.closed;
  }

  /** Sends now, or holds the event until `release` while the replay is being written. */
  send(event: LiveEvent, id?: string): void {
    this.sendFrame(toFrame(event, id), id);
  }

  /** `send` for an event already written out by `toFrame` (the hub does it once for every stream). */
  sendFrame(frame: string, id?: string): void {
    if (id && this.replayed.has(id)) return;
    if (this.held) this.held.push({ frame, id });
    else this.write(frame);
  }

  /** Writes at once, held events or not: what the stream missed, before anything newer. */
  replay(event: LiveEvent, id?: string): void {
    if (id) this.replayed.add(id);
    this.write(toFrame(event, id));
  }

  /** Ends the replay: writes the events held meanwhile, skipping those the replay already sent. */
  release(replayedUpTo: bigint): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const { frame, id } of held) if (!id || BigInt(id) > replayedUpTo) this.write(frame);
  }

  /** A comment line: keeps proxies and the socket's idle timeout from closing a quiet stream. */
  ping(): void {
    this.write(': ping\n\n');
  }

  write(chunk: string): void {
    if (this.closed) return;
    if (this.raw.writableLength > MAX_BUFFERED_BYTES) return this.end(true);
    this.raw.write(chunk);
  }

  /** `abort`: destroy the socket rather than finish politely (a client that does not read). */
  end(abort = false): void {
    if (this.closed) return;
    this.closed = true;
    if (abort) this.raw.destroy();
    else this.raw.end();
  }
}
