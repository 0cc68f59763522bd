import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gt, inArray, isNull, max, type SQL } from 'drizzle-orm';
import { pageTotal, type PageTotal, type Paging } from '../db/page-total.js';
import { DATABASE, type Database } from '../db/database.js';
import { notifications, type NotificationRow } from '../db/schema.js';
import { publish } from '../live/live-bus.js';
import { unreadCount } from './record-notification.js';

export interface NotificationPage extends PageTotal {
  rows: NotificationRow[];
}

@Injectable()
export class NotificationsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Newest first; `id` orders them (a sequence), so pages never repeat or skip one. */
  async list(uid: string, unreadOnly: boolean, paging: Paging): Promise<NotificationPage> {
    const where = and(eq(notifications.recipientUid, uid), unreadOnly ? isNull(notifications.readAt) : undefined) as SQL;
    const rows = await this.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(paging.limit)
      .offset(paging.offset);
    return { rows, ...(await pageTotal(this.db, notifications, where, paging, rows.length)) };
  }

  unread(uid: string): Promise<number> {
    return unreadCount(this.db, uid);
  }

  /** Marks some (or all) of `uid`'s unread ones read; the account's other pages hear the new count. */
  read(uid: string, ids: string[] | undefined): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.recipientUid, uid),
            isNull(notifications.readAt),
            ids
              ? inArray(
                  notifications.id,
                  ids.map((id) => BigInt(id)),
                )
              : undefined,
          ),
        );
      const unread = await unreadCount(tx, uid);
      await publish(tx, { to: uid, event: { type: 'unread', unread } });
      return unread;
    });
  }

  /** What a reconnecting stream missed: `uid`'s notifications after `afterId`, oldest first. */
  since(uid: string, afterId: bigint, limit: number): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientUid, uid), gt(notifications.id, afterId)))
      .orderBy(asc(notifications.id))
      .limit(limit);
  }

  /** The newest id ever given (0 when none): a resume point past it was never sent by anyone. */
  async newestId(): Promise<bigint> {
    const [{ newest }] = await this.db.select({ newest: max(notifications.id) }).from(notifications);
    return newest === null ? 0n : BigInt(newest);
  }
}
