import { pageItems } from '@studyhub/api-client';
import type { Assignment } from '@studyhub/contracts';
import { ASSIGNMENT_VIEWS, DIFFICULTIES, HOME_SECTIONS, MESSAGES, countLabel } from '@studyhub/contracts/web';
import { Button, Container, LoadFailed, LoadingOverlay, Muted, PageTitle, showAlert, useHydrated } from '@studyhub/ui';
import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { useListAssignmentsInfiniteQuery, type ListArgs } from '../assignments.api.js';
import { useReader } from '../shared/use-reader.js';
import { AssignmentCard } from './assignment-card.js';
import { ListControls, type ListFilters } from './list-controls.js';
import { useCardActions } from './use-card-actions.js';
import { useDebouncedValue } from './use-debounced-value.js';
import { useListFilters } from './use-list-filters.js';
import { TEXTS } from '../assignments.texts.js';
import { SEARCH_DEBOUNCE_MS } from './list-timings.js';

const A = TEXTS.assignments;

/** Cards in the widest grid's first row (StyledGrid). */
const FIRST_ROW = 4;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 20px;
  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr;
  }
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 24px;
`;

interface CardGridProps {
  items: Assignment[];
  asHomeSection: boolean;
  onView: (assignment: Assignment) => void;
  onEdit: (assignment: Assignment) => void;
  onDelete: (assignment: Assignment) => void;
}

/** The cards, drawn again only when they or their handlers change (useCardActions keeps those). */
const CardGrid = memo(function CardGrid({ items, asHomeSection, ...actions }: CardGridProps) {
  return (
    <StyledGrid>
      {items.map((assignment, index) => (
        <AssignmentCard
          key={assignment._id}
          assignment={assignment}
          headingLevel={asHomeSection ? 'h3' : 'h2'}
          // On the home page the hero, above the list, is the largest element.
          priority={asHomeSection || index >= FIRST_ROW ? undefined : index === 0 ? 'high' : 'auto'}
          {...actions}
        />
      ))}
    </StyledGrid>
  );
});

/** The list call for these filters as `reader` ('' for a guest, whose own views do not apply). */
export function toQuery(filters: ListFilters, reader: string): ListArgs {
  const query: ListArgs = { order: filters.order, as: reader };
  if (filters.search.trim()) query.search = filters.search.trim();
  if ((DIFFICULTIES as readonly string[]).includes(filters.difficulty)) {
    query.difficulty = filters.difficulty as ListArgs['difficulty'];
  }
  if (reader && (ASSIGNMENT_VIEWS as readonly string[]).includes(filters.show)) query.show = filters.show as ListArgs['show'];
  if (filters.sort) query.sort = filters.sort as ListArgs['sort'];
  return query;
}

interface Props {
  /** Rendered as a section of the home page (h2, no autofocus, filters not in the URL) rather than as its own page. */
  asHomeSection?: boolean;
}

/** All Assignments: filters, sort, responsive card grid, further pages on demand, and the card actions. */
export function AssignmentsPage({ asHomeSection = false }: Props) {
  const { user, reader, known } = useReader();
  const [filters, setFilters] = useListFilters(!asHomeSection);
  // The search box debounces its own text (SearchBox); the difficulty is debounced here.
  const difficulty = useDebouncedValue(filters.difficulty, SEARCH_DEBOUNCE_MS);
  const list = useListAssignmentsInfiniteQuery(toQuery({ ...filters, difficulty }, reader), { skip: !known });
  const actions = useCardActions();
  const hydrated = useHydrated();

  useEffect(() => {
    if (list.isError) void showAlert({ title: MESSAGES.auth.errorTitle, text: A.loadFailed, icon: 'error' });
  }, [list.isError]);

  // While new filters load, the last list stays in view; if they fail, it goes: its cards answer
  // other filters (offline, not even the error alert may load).
  const answer = list.isError ? list.currentData : list.data;
  const items = useMemo(() => pageItems(answer), [answer]);
  // A page of answers reaches the store as an urgent update (React draws useSyncExternalStore's at
  // once): the cards follow in a transition, in slices, rather than 48 of them in one long task.
  const shownItems = useDeferredValue(items);
  const lastPage = list.data?.pages.at(-1);
  const left = countLabel((lastPage?.total ?? 0) - items.length, lastPage?.exact ?? true);
  const loadingList = !known || (list.isFetching && !list.isFetchingNextPage);
  return (
    <Container as="section" id={HOME_SECTIONS.assignments} aria-labelledby="all-assignments-title">
      <PageTitle id="all-assignments-title" as={asHomeSection ? 'h2' : 'h1'}>
        {A.listTitle}
      </PageTitle>
      <Muted>Browse assignments shared by your study groups, take one, or share your own.</Muted>
      <ListControls value={filters} onChange={setFilters} focusSearch={!asHomeSection} signedIn={!!user} />
      {list.isError && items.length === 0 && <LoadFailed message={A.loadFailed} onRetry={list.refetch} busy={list.isFetching} />}
      {!loadingList && !list.isError && items.length === 0 && <Muted role="status">{A.empty}</Muted>}
      <CardGrid
        items={shownItems}
        asHomeSection={asHomeSection}
        onView={actions.onView}
        onEdit={actions.onEdit}
        onDelete={actions.onDelete}
      />
      {list.hasNextPage && (
        <StyledMore>
          <Button $variant="secondary" disabled={!hydrated || list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? MESSAGES.loading.generic : `Show more (${left} left)`}
          </Button>
        </StyledMore>
      )}
      {loadingList && <LoadingOverlay message={TEXTS.loading.assignments} />}
      {actions.processing && <LoadingOverlay message={TEXTS.loading.processing} />}
    </Container>
  );
}
