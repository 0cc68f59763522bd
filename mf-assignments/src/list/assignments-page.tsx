import { DIFFICULTIES, HOME_SECTIONS, LIST_PAGE, MESSAGES, TIMINGS, type AssignmentListQuery } from '@studyhub/contracts';
import { Button, Container, LoadingOverlay, Muted, PageTitle, showAlert } from '@studyhub/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useListAssignmentsQuery } from '../assignments.api.js';
import { AssignmentCard } from './assignment-card.js';
import { ListControls, type ListFilters } from './list-controls.js';
import { useCardActions } from './use-card-actions.js';
import { useDebouncedValue } from './use-debounced-value.js';

const A = MESSAGES.assignments;

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

const INITIAL_FILTERS: ListFilters = { search: '', difficulty: '', sort: '', order: 'asc' };

function toQuery(filters: ListFilters, limit: number): AssignmentListQuery {
  const query: AssignmentListQuery = { order: filters.order, limit };
  if (filters.search.trim()) query.search = filters.search.trim();
  if ((DIFFICULTIES as readonly string[]).includes(filters.difficulty)) {
    query.difficulty = filters.difficulty as AssignmentListQuery['difficulty'];
  }
  if (filters.sort) query.sort = filters.sort as AssignmentListQuery['sort'];
  return query;
}

interface Props {
  /** Rendered as a section of the home page (h2, no autofocus) rather than as its own page. */
  asHomeSection?: boolean;
}

/** All Assignments: filters, sort, responsive card grid, and the card actions. */
export function AssignmentsPage({ asHomeSection = false }: Props) {
  const [filters, setFilters] = useState(INITIAL_FILTERS);
  const [limit, setLimit] = useState<number>(LIST_PAGE.defaultLimit);
  const debounced = useDebouncedValue(filters, TIMINGS.debounce);
  const { data, isFetching, isError } = useListAssignmentsQuery(toQuery(debounced, limit));
  const actions = useCardActions();

  useEffect(() => setLimit(LIST_PAGE.defaultLimit), [debounced]);
  useEffect(() => {
    if (isError) void showAlert({ title: MESSAGES.auth.errorTitle, text: A.loadFailed, icon: 'error' });
  }, [isError]);

  const items = data?.items ?? [];
  return (
    <Container as="section" id={HOME_SECTIONS.assignments} aria-labelledby="all-assignments-title">
      <PageTitle id="all-assignments-title" as={asHomeSection ? 'h2' : 'h1'}>
        {A.listTitle}
      </PageTitle>
      <Muted>Browse assignments shared by your study groups, take one, or share your own.</Muted>
      <ListControls value={filters} onChange={setFilters} focusSearch={!asHomeSection} />
      {!isFetching && !isError && items.length === 0 && <Muted role="status">{A.empty}</Muted>}
      <StyledGrid>
        {items.map((assignment) => (
          <AssignmentCard
            key={assignment._id}
            assignment={assignment}
            headingLevel={asHomeSection ? 'h3' : 'h2'}
            {...actions}
          />
        ))}
      </StyledGrid>
      {data && items.length < data.total && (
        <StyledMore>
          <Button $variant="secondary" onClick={() => setLimit((current) => current + LIST_PAGE.defaultLimit)}>
            Show more ({data.total - items.length} left)
          </Button>
        </StyledMore>
      )}
      {isFetching && <LoadingOverlay message={MESSAGES.loading.assignments} />}
      {actions.processing && <LoadingOverlay message={MESSAGES.loading.processing} />}
    </Container>
  );
}
