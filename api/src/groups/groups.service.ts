import { Inject, Injectable } from '@nestjs/common';
import {
  MESSAGES,
  canManageGroup,
  type Group,
  type GroupInvite,
  type GroupMember,
  type InvitePreview,
  type InviteState,
  type ErrorCode,
  type createInviteSchema,
  type groupFieldsSchema,
  type groupMembersQuerySchema,
  type memberRoleSchema,
  type pageQuerySchema,
} from '@studyhub/contracts';
import type { z } from 'zod';
import { displayName } from '../common/auth/display-name.js';
import type { AuthUser } from '../common/auth/firebase-auth.service.js';
import { toGroup, toInvite, toMember, inviteState } from './group.mapper.js';
import { GroupsRepository, type GroupTx } from './groups.repository.js';
import { Refusal } from '../common/errors/refusal.js';

type Fields = z.output<typeof groupFieldsSchema>;
type PageQuery = z.output<typeof pageQuerySchema>;
type MembersQuery = z.output<typeof groupMembersQuerySchema>;
type InviteInput = z.output<typeof createInviteSchema>;
type RoleInput = z.output<typeof memberRoleSchema>;

/** The refusal of a link that no longer lets anyone in. */
const INVITE_GONE: Record<Exclude<InviteState, 'active'>, ErrorCode> = {
  expired: 'INVITE_EXPIRED',
  'used-up': 'INVITE_USED_UP',
  revoked: 'INVITE_REVOKED',
};

export interface Page<T> {
  items: T[];
  total: number;
  exact: boolean;
}

const person = (user: AuthUser) => ({ uid: user.uid, name: displayName(user) });

/**
 * Every rule of a group, enforced here whatever the page shows. Anyone outside a group is told it
 * does not exist (404), so a group cannot be discovered by its id; inside, a member who lacks the
 * role gets 403. Each write runs under a lock on the caller's membership (asMember).
 */
@Injectable()
export class GroupsService {
  constructor(@Inject(GroupsRepository) private readonly repository: GroupsRepository) {}

  async mine(user: AuthUser, page: PageQuery): Promise<Page<Group>> {
    const { rows, total, exact } = await this.repository.listForUser(user.uid, page);
    return { items: rows.map(toGroup), total, exact };
  }

  async create(user: AuthUser, fields: Fields): Promise<Group> {
    return toGroup(await this.repository.create(fields, person(user)));
  }

  async get(user: AuthUser, id: string): Promise<Group> {
    const group = await this.repository.findForMember(id, user.uid);
    if (!group) throw new Refusal('GROUP_NOT_FOUND');
    return toGroup(group);
  }

  async update(user: AuthUser, id: string, fields: Fields): Promise<Group> {
    return this.asManager(user, id, async (tx) => {
      await this.repository.update(tx, id, fields);
      return toGroup((await this.repository.findForMember(id, user.uid, tx))!);
    });
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    await this.repository.asMember(id, user.uid, async (tx, role) => {
      if (!role) throw new Refusal('GROUP_NOT_FOUND');
      if (role !== 'owner') throw new Refusal('NOT_GROUP_OWNER');
      await this.repository.delete(tx, id);
    });
  }

  async members(user: AuthUser, id: string, { invite, ...page }: MembersQuery): Promise<Page<GroupMember>> {
    const role = await this.repository.roleOf(id, user.uid);
    if (!role) throw new Refusal('GROUP_NOT_FOUND');
    // Who came through which link is the managers' to know.
    if (invite && !canManageGroup(role)) throw new Refusal('NOT_GROUP_ADMIN');
    const { rows, total, exact } = await this.repository.members(id, page, invite);
    return { items: rows.map(toMember), total, exact };
  }

  /** Owner and admins make or unmake admins; the owner's own role moves only by a transfer. */
  async setRole(user: AuthUser, id: string, uid: string, { role }: RoleInput): Promise<GroupMember> {
    return this.asManager(user, id, async (tx) => {
      const target = await this.repository.lockMember(tx, id, uid);
      if (!target) throw new Refusal('MEMBER_NOT_FOUND');
      if (target.role === 'owner') throw new Refusal('OWNER_MUST_TRANSFER');
      return toMember(await this.repository.setRole(tx, id, uid, role));
    });
  }

  /**
   * Leaving is removing oneself, open to any member but the owner (who transfers first). Removing
   * someone else: owner and admins; an admin removes members only.
   */
  async removeMember(
    user: AuthUser,
    id: string,
    uid: string,
  ): Promise<{ message: typeof MESSAGES.api.memberRemoved | typeof MESSAGES.api.leftGroup }> {
    return this.repository.asMember(id, user.uid, async (tx, role) => {
      if (!role) throw new Refusal('GROUP_NOT_FOUND');
      const leaving = uid === user.uid;
      if (!leaving && !canManageGroup(role)) throw new Refusal('NOT_GROUP_ADMIN');
      const target = leaving ? { role } : await this.repository.lockMember(tx, id, uid);
      if (!target) throw new Refusal('MEMBER_NOT_FOUND');
      if (target.role === 'owner') throw new Refusal('OWNER_MUST_TRANSFER');
      if (!leaving && target.role === 'admin' && role !== 'owner') throw new Refusal('NOT_GROUP_OWNER');
      await this.repository.removeMember(tx, id, uid);
      return { message: leaving ? MESSAGES.api.leftGroup : MESSAGES.api.memberRemoved };
    });
  }

  /** The owner hands the group to another member and stays on as an admin. */
  async transfer(user: AuthUser, id: string, uid: string): Promise<Group> {
    return this.repository.asMember(id, user.uid, async (tx, role) => {
      if (!role) throw new Refusal('GROUP_NOT_FOUND');
      if (role !== 'owner') throw new Refusal('NOT_GROUP_OWNER');
      if (uid !== user.uid) {
        if (!(await this.repository.lockMember(tx, id, uid))) throw new Refusal('MEMBER_NOT_FOUND');
        // Demote first: one owner per group is a unique index.
        await this.repository.setRole(tx, id, user.uid, 'admin');
        await this.repository.setRole(tx, id, uid, 'owner');
      }
      return toGroup((await this.repository.findForMember(id, user.uid, tx))!);
    });
  }

  async invites(user: AuthUser, id: string, page: PageQuery): Promise<Page<GroupInvite>> {
    const role = await this.repository.roleOf(id, user.uid);
    if (!role) throw new Refusal('GROUP_NOT_FOUND');
    if (!canManageGroup(role)) throw new Refusal('NOT_GROUP_ADMIN');
    const { rows, total, exact } = await this.repository.invites(id, page);
    return { items: rows.map(toInvite), total, exact };
  }

  async createInvite(user: AuthUser, id: string, { expiresInDays, maxUses }: InviteInput): Promise<GroupInvite> {
    return this.asManager(user, id, async (tx) =>
      toInvite(await this.repository.createInvite(tx, id, person(user), expiresInDays, maxUses)),
    );
  }

  async revokeInvite(user: AuthUser, id: string, inviteId: string): Promise<GroupInvite> {
    return this.asManager(user, id, async (tx) => {
      const invite = await this.repository.revokeInvite(tx, id, inviteId);
      if (!invite) throw new Refusal('INVITE_NOT_FOUND');
      return toInvite(invite);
    });
  }

  /**
   * What a link leads to. A member is told they are in whatever the link's state; anyone else
   * learns the group's face only while the link still lets people in.
   */
  async preview(token: string, user?: AuthUser): Promise<InvitePreview> {
    const found = await this.repository.inviteByToken(token);
    if (!found) throw new Refusal('INVITE_NOT_FOUND');
    const { invite, group } = found;
    const isMember = user ? (await this.repository.roleOf(invite.groupId, user.uid)) !== undefined : undefined;
    const state = inviteState(invite);
    if (!isMember && state !== 'active') throw new Refusal(INVITE_GONE[state]);
    const { role: _role, ...face } = toGroup({ ...group, role: 'member' });
    return { group: face, expiresAt: invite.expiresAt.toISOString(), ...(user ? { isMember } : {}) };
  }

  async accept(user: AuthUser, token: string): Promise<{ group: Group; joined: boolean }> {
    const result = await this.repository.acceptInvite(token, person(user));
    if ('refused' in result) throw new Refusal(result.refused === 'not-found' ? 'INVITE_NOT_FOUND' : INVITE_GONE[result.refused]);
    return { group: toGroup(result.group), joined: result.joined };
  }

  private asManager<T>(user: AuthUser, id: string, work: (tx: GroupTx) => Promise<T>): Promise<T> {
    return this.repository.asMember(id, user.uid, async (tx, role) => {
      if (!role) throw new Refusal('GROUP_NOT_FOUND');
      if (!canManageGroup(role)) throw new Refusal('NOT_GROUP_ADMIN');
      return work(tx);
    });
  }
}
