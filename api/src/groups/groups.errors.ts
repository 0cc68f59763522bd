import { MESSAGES } from '@studyhub/contracts';
import { ApiException } from '../common/errors/api-exception.js';

const M = MESSAGES.api;

/** Also what anyone outside a group gets for it: a group cannot be discovered. */
export const groupNotFound = () => new ApiException(404, 'GROUP_NOT_FOUND', M.groupNotFound);
export const notGroupAdmin = () => new ApiException(403, 'NOT_GROUP_ADMIN', M.notGroupAdmin);
export const notGroupOwner = () => new ApiException(403, 'NOT_GROUP_OWNER', M.notGroupOwner);
export const ownerMustTransfer = () => new ApiException(409, 'OWNER_MUST_TRANSFER', M.ownerMustTransfer);
export const memberNotFound = () => new ApiException(404, 'MEMBER_NOT_FOUND', M.memberNotFound);
export const inviteNotFound = () => new ApiException(404, 'INVITE_NOT_FOUND', M.inviteNotFound);

const GONE = {
  expired: () => new ApiException(410, 'INVITE_EXPIRED', M.inviteExpired),
  'used-up': () => new ApiException(410, 'INVITE_USED_UP', M.inviteUsedUp),
  revoked: () => new ApiException(410, 'INVITE_REVOKED', M.inviteRevoked),
} as const;
/** The refusal of a link that no longer lets anyone in. */
export const inviteGone = (state: keyof typeof GONE) => GONE[state]();
