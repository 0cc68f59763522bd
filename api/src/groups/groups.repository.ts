import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AssignableGroupRole, GroupRole } from '@studyhub/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { pageTotal, type PageTotal, type Paging } from '../db/page-total.js';
import { DATABASE, type Database } from '../db/database.js';
import { assignments, groupInvites, groupMembers, groups, submissions, type GroupInviteRow, type GroupMemberRow } from '../db/schema.js';
import { inviteState, type GroupView } from './group.mapper.js';
import { publish } from '../live/live-bus.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export interface GroupFields {
  name: string;
  description: string;
  pictureUrl: string;
}
export interface Person {
  uid: string;
  name: string;
}

/** How many are in the row's group: an index-only count over group_members' primary key. */
const memberCount = sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})`;
const groupColumns = {
  id: groups.id,
  name: groups.name,
  description: groups.description,
  pictureUrl: groups.pictureUrl,
  createdAt: groups.createdAt,
  updatedAt: groups.updatedAt,
  memberCount,
};

/** 32 random bytes in base64url: the 43 characters of INVITE_TOKEN_PATTERN. */
const newInviteToken = () => randomBytes(32).toString('base64url');

export type Joined = { group: GroupView; joined: boolean } | { refused: 'not-found' | 'expired' | 'used-up' | 'revoked' };

@Injectable()
export class GroupsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The group and the creator as its owner, in one transaction: it is live at once. */
  create(fields: GroupFields, owner: Person): Promise<GroupView> {
    return this.db.transaction(async (tx) => {
      const [group] = await tx.insert(groups).values(fields).returning();
      await tx.insert(groupMembers).values({ groupId: group.id, uid: owner.uid, name: owner.name, role: 'owner' });
      await publish(tx, { membership: owner.uid });
      return { ...group, memberCount: 1, role: 'owner' };
    });
  }

  /** The group as `uid` sees it; undefined when there is no such group or `uid` is not in it. */
  async findForMember(id: string, uid: string, db: Database | Tx = this.db): Promise<GroupView | undefined> {
    const [row] = await db
      .select({ ...groupColumns, role: groupMembers.role })
      .from(groups)
      .innerJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.uid, uid)))
      .where(eq(groups.id, id));
    return row;
  }

  /** The caller's role in a group (undefined: not a member), one primary-key probe. */
  async roleOf(groupId: string, uid: string, db: Database | Tx = this.db): Promise<GroupRole | undefined> {
    const [row] = await db
      .select({ role: groupMembers.role })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.uid, uid)));
    return row?.role;
  }

  /**
   * Runs `work` with the caller's role, read under a row lock on their membership so that a
   * concurrent demotion, removal or transfer waits for it (and the reverse): a rule checked here
   * still holds when the write lands.
   */
  asMember<T>(groupId: string, uid: string, work: (tx: Tx, role: GroupRole | undefined) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ role: groupMembers.role })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.uid, uid)))
        .for('update');
      return work(tx, row?.role);
    });
  }

  async listForUser(uid: string, paging: Paging): Promise<{ rows: GroupView[] } & PageTotal> {
    const where = eq(groupMembers.uid, uid);
    const rows = await this.db
      .select({ ...groupColumns, role: groupMembers.role })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(where)
      .orderBy(desc(groupMembers.joinedAt), desc(groupMembers.groupId))
      .limit(paging.limit)
      .offset(paging.offset);
    return { rows, ...(await pageTotal(this.db, groupMembers, where, paging, rows.length)) };
  }

  async update(tx: Tx, id: string, fields: GroupFields): Promise<void> {
    await tx
      .update(groups)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(groups.id, id));
  }

  /**
   * Work still waiting for the group's assignments can no longer be marked, so it leaves the queue
   * as `withdrawn` (as when one assignment is deleted); graded work keeps its copies. The cascade
   * then removes the assignments, members and invites.
   */
  async delete(tx: Tx, id: string): Promise<void> {
    await tx
      .update(submissions)
      .set({ status: 'withdrawn', updatedAt: new Date() })
      .where(and(eq(submissions.groupId, id), eq(submissions.status, 'pending')));
    await tx.delete(assignments).where(eq(assignments.groupId, id));
    await tx.delete(groups).where(eq(groups.id, id));
  }

  /** Owner first, then admins, then members, each in the order they joined. */
  async members(groupId: string, paging: Paging, inviteId?: string): Promise<{ rows: GroupMemberRow[] } & PageTotal> {
    const where = and(eq(groupMembers.groupId, groupId), inviteId ? eq(groupMembers.inviteId, inviteId) : undefined)!;
    const rows = await this.db
      .select()
      .from(groupMembers)
      .where(where)
      .orderBy(asc(groupMembers.role), asc(groupMembers.joinedAt), asc(groupMembers.uid))
      .limit(paging.limit)
      .offset(paging.offset);
    return { rows, ...(await pageTotal(this.db, groupMembers, where, paging, rows.length)) };
  }

  /** The target member's row, locked for the change about to be made to it. */
  async lockMember(tx: Tx, groupId: string, uid: string): Promise<GroupMemberRow | undefined> {
    const [row] = await tx
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.uid, uid)))
      .for('update');
    return row;
  }

  async setRole(tx: Tx, groupId: string, uid: string, role: AssignableGroupRole | 'owner'): Promise<GroupMemberRow> {
    const [row] = await tx
      .update(groupMembers)
      .set({ role })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.uid, uid)))
      .returning();
    return row;
  }

  async removeMember(tx: Tx, groupId: string, uid: string): Promise<void> {
    await tx.delete(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.uid, uid)));
    await publish(tx, { membership: uid });
  }

  async invites(groupId: string, paging: Paging): Promise<{ rows: GroupInviteRow[] } & PageTotal> {
    const where = eq(groupInvites.groupId, groupId);
    const rows = await this.db
      .select()
      .from(groupInvites)
      .where(where)
      .orderBy(desc(groupInvites.createdAt), desc(groupInvites.id))
      .limit(paging.limit)
      .offset(paging.offset);
    return { rows, ...(await pageTotal(this.db, groupInvites, where, paging, rows.length)) };
  }

  async createInvite(tx: Tx, groupId: string, by: Person, expiresInDays: number, maxUses: number | null): Promise<GroupInviteRow> {
    const expiresAt = new Date(Date.now() + expiresInDays * 24 * 60 * 60 * 1000);
    const [row] = await tx
      .insert(groupInvites)
      .values({ groupId, token: newInviteToken(), createdByUid: by.uid, createdByName: by.name, expiresAt, maxUses })
      .returning();
    return row;
  }

  /** Turns a link off (a second revoke keeps the first time); undefined: not this group's link. */
  async revokeInvite(tx: Tx, groupId: string, inviteId: string): Promise<GroupInviteRow | undefined> {
    const [row] = await tx
      .update(groupInvites)
      .set({ revokedAt: sql`coalesce(${groupInvites.revokedAt}, now())` })
      .where(and(eq(groupInvites.id, inviteId), eq(groupInvites.groupId, groupId)))
      .returning();
    return row;
  }

  /** An invite by its token, with its group's public face. */
  async inviteByToken(token: string): Promise<{ invite: GroupInviteRow; group: Omit<GroupView, 'role'> } | undefined> {
    const [row] = await this.db
      .select({ invite: groupInvites, group: groupColumns })
      .from(groupInvites)
      .innerJoin(groups, eq(groups.id, groupInvites.groupId))
      .where(eq(groupInvites.token, token));
    return row;
  }

  /**
   * Joins `who` to the link's group. The link's row is locked, so concurrent holders of a
   * one-use link cannot both get in; a member who opens it again is not counted as a use.
   */
  acceptInvite(token: string, who: Person): Promise<Joined> {
    return this.db.transaction(async (tx) => {
      const [invite] = await tx.select().from(groupInvites).where(eq(groupInvites.token, token)).for('update');
      if (!invite) return { refused: 'not-found' as const };
      const existing = await this.findForMember(invite.groupId, who.uid, tx);
      if (existing) return { group: existing, joined: false };
      const state = inviteState(invite);
      if (state !== 'active') return { refused: state };
      await tx.insert(groupMembers).values({ groupId: invite.groupId, uid: who.uid, name: who.name, role: 'member', inviteId: invite.id });
      // The new member's open pages start hearing the group's queue.
      await publish(tx, { membership: who.uid });
      await tx
        .update(groupInvites)
        .set({ uses: sql`${groupInvites.uses} + 1` })
        .where(eq(groupInvites.id, invite.id));
      return { group: (await this.findForMember(invite.groupId, who.uid, tx))!, joined: true };
    });
  }
}

export type { Tx as GroupTx };
