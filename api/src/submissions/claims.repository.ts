// Who is marking a submission now. A claim informs the others ("Being marked by Ada"); it decides
// nothing: the mark's conditional UPDATE (submissions.repository.ts) settles every race.
import { Inject, Injectable } from '@nestjs/common';
import { CLAIM_MS } from '@studyhub/contracts';
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../db/database.js';
import { claims, submissions, type ClaimRow, type SubmissionRow } from '../db/schema.js';
import { visibleTo } from '../groups/membership.js';
import { publish } from '../live/live-bus.js';

export type ClaimOutcome = { claim: ClaimRow; anonymous: boolean } | 'not-found' | 'own' | 'not-pending';

const claimEvent = (row: Pick<SubmissionRow, 'id' | 'groupId' | 'anonymous'>, claim: ClaimRow | null) => ({
  groupId: row.groupId,
  event: {
    type: 'claim' as const,
    submissionId: row.id,
    claim: claim && { submissionId: row.id, by: row.anonymous ? null : claim.claimerName, expiresAt: claim.expiresAt.toISOString() },
  },
});

@Injectable()
export class ClaimsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Takes the claim, or renews the caller's own; someone else's live claim stays, and is the
   * answer. The submission's row is locked (FOR SHARE), so a mark cannot slip between the checks
   * and the claim.
   */
  claim(id: string, marker: { uid: string; name: string }): Promise<ClaimOutcome> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(submissions)
        .where(and(eq(submissions.id, id), visibleTo(tx, submissions.groupId, marker.uid)))
        .for('share', { of: submissions });
      if (!row) return 'not-found';
      if (row.submitterUid === marker.uid) return 'own';
      if (row.status !== 'pending') return 'not-pending';
      const now = new Date();
      const [taken] = await tx
        .insert(claims)
        .values({ submissionId: id, claimerUid: marker.uid, claimerName: marker.name, expiresAt: new Date(now.getTime() + CLAIM_MS) })
        .onConflictDoUpdate({
          target: claims.submissionId,
          set: { claimerUid: marker.uid, claimerName: marker.name, expiresAt: sql`excluded.expires_at` },
          setWhere: or(eq(claims.claimerUid, marker.uid), lte(claims.expiresAt, now)),
        })
        .returning();
      if (taken) {
        await publish(tx, claimEvent(row, taken));
        return { claim: taken, anonymous: row.anonymous };
      }
      const [held] = await tx.select().from(claims).where(eq(claims.submissionId, id));
      return { claim: held, anonymous: row.anonymous };
    });
  }

  /** Ends the caller's claim, if they hold one; whether the submission is visible to them at all. */
  release(id: string, uid: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: submissions.id, groupId: submissions.groupId, anonymous: submissions.anonymous })
        .from(submissions)
        .where(and(eq(submissions.id, id), visibleTo(tx, submissions.groupId, uid)));
      if (!row) return false;
      const ended = await tx
        .delete(claims)
        .where(and(eq(claims.submissionId, id), eq(claims.claimerUid, uid)))
        .returning();
      if (ended.length > 0) await publish(tx, claimEvent(row, null));
      return true;
    });
  }

  /** The live claims among `ids` (a page of the queue). */
  live(ids: string[]): Promise<ClaimRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(claims)
      .where(and(inArray(claims.submissionId, ids), gt(claims.expiresAt, new Date())));
  }
}
