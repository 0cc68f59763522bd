// The event streams this process holds, and the one LISTEN that feeds them (live-bus.ts says how
// events travel between processes).
import { Inject, Injectable, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { DATABASE_HANDLE } from '../db/database.module.js';
import { DATABASE, type Database, type DatabaseHandle, type Unlisten } from '../db/database.js';
import { groupMembers } from '../db/schema.js';
import { LIVE_CHANNEL, type BusMessage } from './live-bus.js';
import { toFrame, type LiveStream } from './live-stream.js';

export type Admission = 'ok' | 'user' | 'address';

@Injectable()
export class LiveHub implements OnModuleInit, BeforeApplicationShutdown {
  private readonly byUser = new Map<string, Set<LiveStream>>();
  private readonly byAddress = new Map<string, number>();
  private readonly all = new Set<LiveStream>();
  /** The streams of pages showing the pending queue: the only ones its joins, leaves and claims go to. */
  private readonly queueWatchers = new Set<LiveStream>();
  private unlisten: Unlisten | undefined;

  constructor(
    @Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AppLogger) private readonly logger: AppLogger,
  ) {}

  async onModuleInit(): Promise<void> {
    this.unlisten = await this.handle.listen(
      LIVE_CHANNEL,
      (payload) => this.dispatch(payload),
      // Events may have been missed: every stream ends, and its client resumes from its last id.
      () => this.endAll(),
    );
  }

  /**
   * Ends every stream before the server closes (an open stream would hold the close forever),
   * closing their sockets at once: their clients reconnect to another process, or to this one
   * when it is back, and resume from their last id.
   */
  async beforeApplicationShutdown(): Promise<void> {
    for (const stream of [...this.all]) stream.end(true);
    await this.unlisten?.();
  }

  get size(): number {
    return this.all.size;
  }

  /** Whether one more stream fits the per-account and per-address caps. */
  admits(uid: string, address: string): Admission {
    if ((this.byUser.get(uid)?.size ?? 0) >= this.config.live.maxStreamsPerUser) return 'user';
    if ((this.byAddress.get(address) ?? 0) >= this.config.live.maxStreamsPerAddress) return 'address';
    return 'ok';
  }

  add(stream: LiveStream): void {
    this.all.add(stream);
    if (stream.watchesQueue) this.queueWatchers.add(stream);
    const mine = this.byUser.get(stream.uid) ?? new Set();
    this.byUser.set(stream.uid, mine.add(stream));
    this.byAddress.set(stream.address, (this.byAddress.get(stream.address) ?? 0) + 1);
  }

  remove(stream: LiveStream): void {
    if (!this.all.delete(stream)) return;
    this.queueWatchers.delete(stream);
    const mine = this.byUser.get(stream.uid);
    mine?.delete(stream);
    if (mine?.size === 0) this.byUser.delete(stream.uid);
    const left = (this.byAddress.get(stream.address) ?? 1) - 1;
    if (left === 0) this.byAddress.delete(stream.address);
    else this.byAddress.set(stream.address, left);
  }

  /** The groups whose work `uid` may see: the queue events a stream of theirs receives. */
  async groupsOf(uid: string): Promise<Set<string>> {
    const rows = await this.db.select({ groupId: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.uid, uid));
    return new Set(rows.map((row) => row.groupId));
  }

  private dispatch(payload: string): void {
    let message: BusMessage;
    try {
      message = JSON.parse(payload) as BusMessage;
    } catch {
      return this.logger.warn(`Ignored a malformed live event (${payload.length} bytes)`, 'LiveHub');
    }
    if ('membership' in message) return void this.refreshGroups(message.membership);
    // Serialised once, not once per stream.
    if ('to' in message) {
      const frame = toFrame(message.event, message.id);
      for (const stream of this.byUser.get(message.to) ?? []) stream.sendFrame(frame, message.id);
      return;
    }
    const { groupId, event } = message;
    const frame = toFrame(event);
    // Queue events go only to pages showing the queue: sent to every open page, 100 marks a
    // second would be 200,000 frames a second for 2,000 streams (docs/benchmarks.md).
    for (const stream of this.queueWatchers) if (groupId === null || stream.groups.has(groupId)) stream.sendFrame(frame);
  }

  private async refreshGroups(uid: string): Promise<void> {
    const streams = this.byUser.get(uid);
    if (!streams?.size) return;
    const groups = await this.groupsOf(uid).catch(() => undefined);
    if (groups) for (const stream of streams) stream.groups = groups;
  }

  private endAll(): void {
    for (const stream of [...this.all]) stream.end();
  }
}
