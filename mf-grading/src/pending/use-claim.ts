import type { Claim } from '@studyhub/contracts';
import { CLAIM_MS } from '@studyhub/contracts/web';
import { useCallback, useEffect, useState } from 'react';
import { useClaimSubmissionMutation, useReleaseClaimMutation } from '../grading.api.js';
import { useLiveEvents } from '../live/use-live-events.js';

/** Renewed well before it runs out, so a marker who takes their time keeps it. */
const RENEW_MS = CLAIM_MS / 2;

/**
 * While the mark dialog shows `submissionId`, holds a claim on it: taken on opening, renewed, and
 * released on closing (a saved mark ends it on the server anyway). Returns the claim of someone
 * who had it first, else null; when theirs ends (live), this marker takes it.
 */
export function useClaim(submissionId: string | null): Claim | null {
  const [claim] = useClaimSubmissionMutation();
  const [release] = useReleaseClaimMutation();
  const [holder, setHolder] = useState<Claim | null>(null);

  const take = useCallback(
    (id: string) =>
      claim(id)
        .unwrap()
        .then((answer) => setHolder(answer.mine ? null : answer))
        // A claim only informs: if it cannot be made, marking still works (and says why it cannot).
        .catch(() => undefined),
    [claim],
  );

  useEffect(() => {
    setHolder(null);
    if (!submissionId) return;
    void take(submissionId);
    const renew = setInterval(() => void take(submissionId), RENEW_MS);
    return () => {
      clearInterval(renew);
      void release(submissionId)
        .unwrap()
        .catch(() => undefined);
    };
  }, [submissionId, take, release]);

  // While someone else holds it, the stream says when their claim ends (then it is ours) or is
  // renewed. A claim event while we hold it is our own renewal: a live claim cannot be taken over.
  useLiveEvents(
    (event) => {
      if (event.type !== 'claim' || event.submissionId !== submissionId || !holder) return;
      if (event.claim === null) void take(submissionId);
      else setHolder({ ...event.claim, mine: false });
    },
    { showsQueue: true },
  );
  return holder;
}
