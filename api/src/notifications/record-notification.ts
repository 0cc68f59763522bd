// Writes that concern someone else (a mark, a submission to your assignment, a regrade request or
// answer) record a notification for them inside their own transaction, and publish it with it.
import { and, count, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { notifications } from '../db/schema.js';
import { publish, type BusMessage } from '../live/live-bus.js';
import { toNotification } from './notification.mapper.js';

export type NewNotification = typeof notifications.$inferInsert;

type Executor = Pick<Database, 'insert' | 'select' | 'execute'>;

/** Unread notifications of `uid` (the partial index notifications_unread_idx holds only these). */
export async function unreadCount(db: Pick<Database, 'select'>, uid: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientUid, uid), isNull(notifications.readAt)));
  return n;
}

/**
 * Records the notification and publishes it, with `along` (the same write's other events, e.g. the
 * queue's) in the same statement: every round trip counts in a mark at 100 a second
 * (docs/benchmarks.md, "Live events at scale").
 */
export async function recordNotification(tx: Executor, values: NewNotification, along: BusMessage[] = []): Promise<void> {
  // A statement does not see its own insert, so the count is of the unread ones before it.
  const [{ unreadBefore, ...row }] = await tx
    .insert(notifications)
    .values(values)
    .returning({
      ...getTableColumns(notifications),
      unreadBefore: sql<number>`(SELECT count(*)::int FROM notifications AS earlier WHERE earlier.recipient_uid = ${values.recipientUid} AND earlier.read_at IS NULL)`,
    });
  const unread = unreadBefore + 1;
  await publish(tx, ...along, {
    to: row.recipientUid,
    id: String(row.id),
    event: { type: 'notification', notification: toNotification(row), unread },
  });
}
