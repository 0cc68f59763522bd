import type { Claim } from '@studyhub/contracts';
import type { ClaimRow } from '../db/schema.js';

/** A claim as `callerUid` reads it: no marker's name under anonymous review. */
export const toClaim = (claim: ClaimRow, anonymous: boolean, callerUid: string): Claim => ({
  submissionId: claim.submissionId,
  by: anonymous ? null : claim.claimerName,
  mine: claim.claimerUid === callerUid,
  expiresAt: claim.expiresAt.toISOString(),
});
