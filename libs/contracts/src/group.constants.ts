// The study group's facts a page needs without validating anything (roles, limits shown in hints,
// the invite link's shape): no zod here, so such a page downloads none (api-routes.ts says why).

/** Declaration order is rank order: an owner outranks an admin, who outranks a member. */
export const GROUP_ROLES = ['owner', 'admin', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
/** The roles a member can be given; ownership moves only by a transfer. */
export const ASSIGNABLE_GROUP_ROLES = ['admin', 'member'] as const;
export type AssignableGroupRole = (typeof ASSIGNABLE_GROUP_ROLES)[number];

export const GROUP_LIMITS = {
  nameMin: 3,
  nameMax: 80,
  descriptionMax: 1000,
  pictureUrlMax: 2048,
  inviteDaysMin: 1,
  inviteDaysMax: 30,
  inviteDaysDefault: 7,
  inviteUsesMax: 1000,
  /** Firebase uids are at most 128 characters. */
  uidMax: 128,
} as const;

/** An invite token: 32 random bytes in base64url (43 characters, 256 bits: not guessable). */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What an invite link can be, as its holder and the group's admins see it. */
export const INVITE_STATES = ['active', 'expired', 'used-up', 'revoked'] as const;
export type InviteState = (typeof INVITE_STATES)[number];

/** Whether `role` may manage the group (settings, members, invites). */
export const canManageGroup = (role: GroupRole | undefined) => role === 'owner' || role === 'admin';
