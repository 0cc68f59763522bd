import { ASSIGNMENT_SORT_FIELDS, ASSIGNMENT_VIEWS, DIFFICULTIES, SORT_ORDERS } from '@studyhub/contracts/web';
import { useHydrated } from '@studyhub/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { TEXTS } from '../assignments.texts.js';
import { nativeControl } from '../shared/native-control.js';
import { SearchBox } from './search-box.js';

export interface ListFilters {
  search: string;
  difficulty: string;
  /** One of the signed-in reader's own views (ASSIGNMENT_VIEWS), '' for every assignment. */
  show: string;
  sort: string;
  order: (typeof SORT_ORDERS)[number];
}

const StyledControls = styled.form<{ $selects: number }>`
  display: grid;
  grid-template-columns: minmax(0, 2fr) repeat(${({ $selects }) => $selects}, minmax(0, 1fr));
  gap: 12px;
  margin: 16px 0 24px;
  /* Search on a row of its own, the selects in even rows below it. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(${({ $selects }) => ($selects === 4 ? 2 : 3)}, minmax(0, 1fr));
    > div:first-child { grid-column: 1 / -1; }
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > div:first-child ${({ $selects }) => ($selects === 3 ? ', > div:nth-child(2)' : '')} { grid-column: 1 / -1; }
  }
  label { font-size: 0.85rem; font-weight: 600; }
  input, select {
    width: 100%;
    ${nativeControl}
  }
`;

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const SORT_LABELS: Record<string, string> = { title: 'Title', difficulty: 'Difficulty', marks: 'Marks', dueDate: 'Due date' };

/** Search, difficulty filter, sort field and order of the All Assignments list. */
interface Props {
  value: ListFilters;
  onChange: (next: ListFilters) => void;
  /** Focus the search box on load (the /assignments page); never on the home page. */
  focusSearch: boolean;
  /** The reader's own views (mine, not taken, to grade) need a signed-in reader. */
  signedIn?: boolean;
}

export function ListControls({ value, onChange, focusSearch, signedIn = false }: Props) {
  const set = (patch: Partial<ListFilters>) => onChange({ ...value, ...patch });
  const searchRef = useRef<HTMLInputElement>(null);
  // Drawn by the server, the controls wait for React: a filter chosen before then would be lost.
  const locked = !useHydrated();
  useEffect(() => {
    if (locked) return;
    // Only while nothing else has focus: the list arrives after the navigation bar, and a user who
    // has already tabbed into it must not have focus pulled away. preventScroll: focusing must not
    // move the page away from what the user is looking at.
    const focusIsFree = !document.activeElement || document.activeElement === document.body;
    if (focusSearch && focusIsFree) searchRef.current?.focus({ preventScroll: true });
  }, [focusSearch, locked]);
  return (
    <StyledControls role="search" $selects={signedIn ? 4 : 3} onSubmit={(event) => event.preventDefault()}>
      <StyledField>
        <label htmlFor="assignment-search">Search</label>
        <SearchBox value={value.search} onSearch={(search) => set({ search })} inputRef={searchRef} disabled={locked} />
      </StyledField>
      <StyledField>
        <label htmlFor="assignment-difficulty">Difficulty</label>
        <select
          id="assignment-difficulty"
          disabled={locked}
          value={value.difficulty}
          onChange={(event) => set({ difficulty: event.target.value })}
        >
          <option value="">All Difficulties</option>
          {DIFFICULTIES.map((difficulty) => (
            <option key={difficulty}>{difficulty}</option>
          ))}
        </select>
      </StyledField>
      {signedIn && (
        <StyledField>
          <label htmlFor="assignment-show">{TEXTS.views.label}</label>
          <select id="assignment-show" disabled={locked} value={value.show} onChange={(event) => set({ show: event.target.value })}>
            <option value="">{TEXTS.views.all}</option>
            {ASSIGNMENT_VIEWS.map((view) => (
              <option key={view} value={view}>
                {TEXTS.views[view]}
              </option>
            ))}
          </select>
        </StyledField>
      )}
      <StyledField>
        <label htmlFor="assignment-sort">Sort By</label>
        <select id="assignment-sort" disabled={locked} value={value.sort} onChange={(event) => set({ sort: event.target.value })}>
          <option value="">None</option>
          {ASSIGNMENT_SORT_FIELDS.map((field) => (
            <option key={field} value={field}>
              {SORT_LABELS[field]}
            </option>
          ))}
        </select>
      </StyledField>
      <StyledField>
        <label htmlFor="assignment-order">Order</label>
        <select
          id="assignment-order"
          disabled={locked}
          value={value.order}
          onChange={(event) => set({ order: event.target.value as ListFilters['order'] })}
        >
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </select>
      </StyledField>
    </StyledControls>
  );
}
