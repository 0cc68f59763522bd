import type { Group, GroupInvite, GroupMember, InvitePreview } from '@studyhub/contracts';

/** Schema-shaped ids for numbered rows. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A 43-character invite token. */
export const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';

export function aGroup(overrides: Partial<Group> = {}): Group {
  return {
    _id: uuid(1),
    name: 'Chemistry circle',
    description: 'We meet on Fridays.',
    pictureUrl: '',
    memberCount: 3,
    role: 'owner',
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aMember(overrides: Partial<GroupMember> = {}): GroupMember {
  return { uid: 'member-uid', name: 'Mona Member', role: 'member', joinedAt: '2026-03-02T10:00:00.000Z', inviteId: uuid(50), ...overrides };
}

export function anInvite(overrides: Partial<GroupInvite> = {}): GroupInvite {
  return {
    _id: uuid(50),
    token: TOKEN,
    createdAt: '2026-03-02T09:00:00.000Z',
    expiresAt: '2099-03-09T09:00:00.000Z',
    maxUses: null,
    uses: 1,
    state: 'active',
    createdByName: 'Olive Owner',
    ...overrides,
  };
}

export function aPreview(overrides: Partial<InvitePreview> = {}): InvitePreview {
  const { role: _role, ...group } = aGroup();
  return { group, expiresAt: '2099-03-09T09:00:00.000Z', ...overrides };
}

/** The API's error body. */
export const apiError = (statusCode: number, code: string, message: string) => ({
  status: statusCode,
  body: { statusCode, code, message },
});
