import { z } from 'zod';
import { ASSIGNABLE_GROUP_ROLES, GROUP_LIMITS, GROUP_ROLES, INVITE_STATES, MESSAGES, isImageUrl } from '@studyhub/contracts/web';
import { pageQueryFields } from './paging.schema.js';
import { describeRules, safeText } from './text.schema.js';

const V = MESSAGES.validation;
const L = GROUP_LIMITS;

/** A group id in a query (a uuid column compares case-insensitively: capitals name the same group). */
export const groupIdQuery = z.uuid({ error: V.groupId }).optional();

export const groupRoleSchema = z.enum(GROUP_ROLES);

/** A group as one of its members sees it. */
export const groupSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** An image URL, or '' for none. */
  pictureUrl: z.string(),
  memberCount: z.number().int(),
  /** The caller's role in the group. */
  role: groupRoleSchema,
  createdAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

/** Name, description and picture, as create and the settings write them. */
export const groupFieldsSchema = z.strictObject({
  name: safeText({ min: L.nameMin, tooShort: V.groupName, max: L.nameMax, tooLong: V.groupNameMax }),
  description: safeText({ max: L.descriptionMax, tooLong: V.groupDescriptionMax, multiline: true }).default(''),
  pictureUrl: safeText({ max: L.pictureUrlMax, tooLong: V.groupPictureUrlMax })
    .refine((url) => url === '' || isImageUrl(url), { error: V.groupPictureUrl })
    .meta(describeRules(`empty, or an http(s) URL of a .png, .jpg, .jpeg or .gif image ("${V.groupPictureUrl}")`))
    .default(''),
});
export type GroupFieldsInput = z.input<typeof groupFieldsSchema>;

export const groupMemberSchema = z.object({
  uid: z.string(),
  name: z.string(),
  role: groupRoleSchema,
  joinedAt: z.string(),
  /** The invite link they joined through (null: the group's creator, or one made owner by it). */
  inviteId: z.uuid().nullable(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** Query of `API.groupMembers`: a page, optionally only those who joined through one link. */
export const groupMembersQuerySchema = z.strictObject({
  invite: z.uuid({ error: V.groupId }).optional(),
  ...pageQueryFields,
});

/** Body of `API.setMemberRole`. */
export const memberRoleSchema = z.strictObject({ role: z.enum(ASSIGNABLE_GROUP_ROLES, { error: V.groupRole }) });

/** Body of `API.transferGroup`: the member who becomes owner (the old owner becomes an admin). */
export const transferGroupSchema = z.strictObject({
  uid: z.string({ error: V.memberUid }).min(1, V.memberUid).max(L.uidMax, V.memberUid),
});

/** An invite link as the group's owner and admins see it. */
export const groupInviteSchema = z.object({
  _id: z.uuid(),
  token: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** null: no limit. */
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  state: z.enum(INVITE_STATES),
  createdByName: z.string(),
});
export type GroupInvite = z.infer<typeof groupInviteSchema>;

/** Body of `API.createInvite`. */
export const createInviteSchema = z.strictObject({
  expiresInDays: z
    .number({ error: V.inviteDays })
    .int(V.inviteDays)
    .min(L.inviteDaysMin, V.inviteDays)
    .max(L.inviteDaysMax, V.inviteDays)
    .default(L.inviteDaysDefault),
  maxUses: z
    .number({ error: V.inviteUses })
    .int(V.inviteUses)
    .min(1, V.inviteUses)
    .max(L.inviteUsesMax, V.inviteUses)
    .nullable()
    .default(null),
});
export type CreateInviteInput = z.input<typeof createInviteSchema>;

/** What the holder of a live invite link sees before joining. */
export const invitePreviewSchema = z.object({
  group: groupSchema.omit({ role: true }),
  expiresAt: z.string(),
  /** Only with a token: the caller is in the group already. */
  isMember: z.boolean().optional(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;
