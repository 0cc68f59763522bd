import type { Group, GroupInvite, GroupMember, GroupRole, InviteState } from '@studyhub/contracts';
import type { GroupInviteRow, GroupMemberRow, GroupRow } from '../db/schema.js';

/** A group row with what its lists add: how many are in it and the caller's role. */
export interface GroupView extends GroupRow {
  memberCount: number;
  role: GroupRole;
}

export function toGroup(row: GroupView): Group {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    pictureUrl: row.pictureUrl,
    memberCount: row.memberCount,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMember(row: GroupMemberRow): GroupMember {
  return { uid: row.uid, name: row.name, role: row.role, joinedAt: row.joinedAt.toISOString(), inviteId: row.inviteId };
}

/** What a link can do now: revoked beats expired beats used up (the order a holder is told). */
export function inviteState(row: Pick<GroupInviteRow, 'revokedAt' | 'expiresAt' | 'maxUses' | 'uses'>, now = new Date()): InviteState {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt <= now) return 'expired';
  if (row.maxUses !== null && row.uses >= row.maxUses) return 'used-up';
  return 'active';
}

export function toInvite(row: GroupInviteRow): GroupInvite {
  return {
    _id: row.id,
    token: row.token,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    maxUses: row.maxUses,
    uses: row.uses,
    state: inviteState(row),
    createdByName: row.createdByName,
  };
}
