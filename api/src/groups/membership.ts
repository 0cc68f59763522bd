import { and, eq, exists, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { groupMembers } from '../db/schema.js';

/**
 * Whether `uid` is in the group named by `groupId` (a column of the outer row, or a value): one
 * probe of group_members' primary key, so a list checks every row's group without a loop.
 */
export const isMemberOf = (db: Database, groupId: AnyColumn | string, uid: string): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId as AnyColumn), eq(groupMembers.uid, uid))),
  );

/**
 * A row with a group column is visible to `uid` when it is public (no group) or `uid` is in its
 * group; to a guest only when public. Everything else answers 404, as if it did not exist.
 */
export const visibleTo = (db: Database, groupId: AnyColumn, uid: string | undefined): SQL =>
  uid ? or(isNull(groupId), isMemberOf(db, groupId, uid))! : isNull(groupId);
