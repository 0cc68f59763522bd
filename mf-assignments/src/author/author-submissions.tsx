import { pageItems } from '@studyhub/api-client';
import { ROUTES, SUBMISSION_STATUSES, countLabel } from '@studyhub/contracts/web';
import type { SubmissionStatus } from '@studyhub/contracts';
import { Button, LoadFailed, Muted } from '@studyhub/ui';
import { useState } from 'react';
import { Link } from '@studyhub/router';
import styled from 'styled-components';
import { TEXTS } from '../assignments.texts.js';
import { StyledPanel } from '../details/my-submission-panel.js';
import { nativeControl } from '../shared/native-control.js';
import { useAssignmentSubmissionsInfiniteQuery, useSubmissionCountsQuery } from './author.api.js';
import { SubmissionsTable } from './submissions-table.js';

const T = TEXTS.author;
const STATUS_LABELS: Record<SubmissionStatus, string> = { pending: 'Waiting', completed: 'Graded', withdrawn: 'Withdrawn' };

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  p { margin: 0; font-weight: 600; }
  label { display: flex; flex-direction: column; gap: 4px; font-size: 0.85rem; font-weight: 600; }
  select { ${nativeControl} }
`;

/**
 * What the author of an assignment sees of the work sent for it: counts, and who sent what. Marking
 * stays on the Pending page (one place where grading happens, with its own-work rule); this view
 * links there.
 */
export function AuthorSubmissions({ assignmentId }: { assignmentId: string }) {
  const [status, setStatus] = useState<SubmissionStatus | ''>('');
  const counts = useSubmissionCountsQuery(assignmentId, { refetchOnMountOrArgChange: true });
  const list = useAssignmentSubmissionsInfiniteQuery(
    { id: assignmentId, ...(status ? { status } : {}) },
    { refetchOnMountOrArgChange: true },
  );
  const rows = pageItems(list.data);
  const last = list.data?.pages.at(-1);
  return (
    <StyledPanel as="section" aria-labelledby="author-submissions-title" data-testid="author-submissions">
      <h2 id="author-submissions-title">{T.heading}</h2>
      <StyledBar>
        <p aria-live="polite">{counts.data ? T.counts(counts.data.pending, counts.data.completed) : '\u00a0'}</p>
        {(counts.data?.pending ?? 0) > 0 && <Link to={ROUTES.pendingAssignments}>{T.gradeLink}</Link>}
        <label>
          {T.filterLabel}
          <select value={status} onChange={(event) => setStatus(event.target.value as SubmissionStatus | '')}>
            <option value="">All</option>
            {SUBMISSION_STATUSES.filter((s) => s !== 'withdrawn').map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </StyledBar>
      {list.isError && rows.length === 0 ? (
        <LoadFailed message={T.loadFailed} onRetry={list.refetch} busy={list.isFetching} />
      ) : rows.length === 0 ? (
        <Muted role="status">{list.isFetching ? '\u00a0' : T.none}</Muted>
      ) : (
        <SubmissionsTable rows={rows} statusLabel={(s) => STATUS_LABELS[s]} />
      )}
      {list.hasNextPage && (
        <Button $variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {`Show more (${countLabel((last?.total ?? 0) - rows.length, last?.exact ?? true)} left)`}
        </Button>
      )}
    </StyledPanel>
  );
}
