import { selectUser } from '@studyhub/auth';
import { Container, Muted, PagedContent, pagedRows, PageTitle } from '@studyhub/ui';
import { useRef } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation, useSearchParams } from '@studyhub/router';
import { LIVE, ROUTES } from '@studyhub/contracts/web';
import { useListPendingSubmissionsInfiniteQuery } from '../grading.api.js';
import { useLiveEvents } from '../live/use-live-events.js';
import { useFailureAlert } from '../shared/use-failure-alert.js';
import { MarkModal } from './mark-modal.js';
import { PendingTable } from './pending-table.js';
import { focusAfterMark } from './focus-after-mark.js';
import { useMarkAction } from './use-mark-action.js';
import { submittedIdFrom } from './submitted-id.js';
import { useClaim } from './use-claim.js';
import { TEXTS } from '../grading.texts.js';

const S = TEXTS.submissions;
const TITLE_ID = 'pending-assignments-title';
const INTRO = "Work waiting for a mark, oldest first. You can mark anyone's submission except your own.";

/**
 * Pending Assignments: everyone's unmarked work, oldest first, each markable by anyone but its
 * author. Opening a row's mark dialog claims it, so other markers see who is on it.
 */
export function PendingPage({ intro = INTRO }: { intro?: string } = {}) {
  const user = useSelector(selectUser);
  // Sent here by a submit: the reader's own rows come first in the queue, this one is highlighted.
  const submittedId = submittedIdFrom(useLocation().state);
  // From a study group's page: only that group's work.
  const group = useSearchParams()[0].get('group');
  // Others mark rows all the time: every visit starts from the server's list, and the event
  // stream keeps it current (live-cache.ts); without a stream, the list is polled instead.
  const live = useLiveEvents(undefined, { showsQueue: true });
  const result = useListPendingSubmissionsInfiniteQuery(group, {
    refetchOnMountOrArgChange: true,
    pollingInterval: live === 'offline' ? LIVE.pollMs : 0,
    skipPollingIfUnfocused: true,
  });
  const { rows, state } = pagedRows(result);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const marking = useMarkAction((marked) => focusAfterMark(marked, rows, headingRef.current));
  useFailureAlert(result.isError, S.pendingFailed);
  const heldBy = useClaim(marking.selected?._id ?? null);

  return (
    <Container as="section" aria-labelledby={TITLE_ID}>
      <PageTitle id={TITLE_ID} ref={headingRef} tabIndex={-1}>
        Pending Assignments
      </PageTitle>
      {group ? (
        <Muted>
          {S.groupIntro} <Link to={ROUTES.pendingAssignments}>{S.allPending}</Link>
        </Muted>
      ) : (
        <Muted>{intro}</Muted>
      )}
      <PagedContent state={state} empty={S.noPending} failed={S.pendingFailed}>
        <PendingTable labelledBy={TITLE_ID} rows={rows} userEmail={user?.email} onGiveMark={marking.open} highlightId={submittedId} />
      </PagedContent>
      <MarkModal submission={marking.selected} onClose={marking.close} onMark={marking.mark} heldBy={heldBy} />
    </Container>
  );
}
