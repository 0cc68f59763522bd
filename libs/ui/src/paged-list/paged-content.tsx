import { MESSAGES, countLabel } from '@studyhub/contracts/web';
import type { ReactNode } from 'react';
import { LoadFailed } from '../load-failed.js';
import { Button, Muted, Spinner } from '../primitives.js';
import styled from 'styled-components';

const StyledLoading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 48px 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledMore = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin-top: 20px;
  p { margin: 0; font-size: 0.9rem; }
`;

const StyledMessage = styled(Muted)`
  padding: 24px 0;
`;

/** What a paged list screen needs to know of its infinite query. */
export interface PagedState {
  shown: number;
  total: number;
  /** False when `total` is a lower bound ("150+"). */
  exact: boolean;
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** A failed first page is being asked for again. */
  isRetrying: boolean;
  /** Asks for the list again after a failure, without reloading the page. */
  retry: () => unknown;
}

interface Props {
  state: PagedState;
  /** Shown when the list is empty. */
  empty: string;
  /** Shown in place of the list when its first page failed (the alert has said it too). */
  failed: string;
  children: ReactNode;
}

/** The states around a paged list or table: first load, failure (with Retry), empty, and "Show more" below the rows. */
export function PagedContent({ state, empty, failed, children }: Props) {
  if (state.isLoading) {
    return (
      <StyledLoading>
        <Spinner />
        <span aria-hidden="true">{MESSAGES.loading.generic}</span>
      </StyledLoading>
    );
  }
  if (state.shown === 0 && state.isError) {
    return <LoadFailed message={failed} onRetry={state.retry} busy={state.isRetrying} />;
  }
  if (state.shown === 0) return <StyledMessage role="status">{empty}</StyledMessage>;
  const left = Math.max(state.total - state.shown, 0);
  return (
    <>
      {children}
      {state.hasNextPage && (
        <StyledMore>
          <Muted aria-live="polite">
            Showing {state.shown} of {countLabel(state.total, state.exact)}
          </Muted>
          <Button
            $variant="secondary"
            aria-busy={state.isFetchingNextPage}
            onClick={() => {
              if (!state.isFetchingNextPage) state.fetchNextPage();
            }}
          >
            {state.isFetchingNextPage ? MESSAGES.loading.generic : `Show more (${countLabel(left, state.exact)} left)`}
          </Button>
        </StyledMore>
      )}
    </>
  );
}
