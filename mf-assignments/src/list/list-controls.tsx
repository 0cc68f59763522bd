import { ASSIGNMENT_SORT_FIELDS, DIFFICULTIES, SORT_ORDERS } from '@studyhub/contracts/web';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

export interface ListFilters {
  search: string;
  difficulty: string;
  sort: string;
  order: (typeof SORT_ORDERS)[number];
}

const StyledControls = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) repeat(3, minmax(0, 1fr));
  gap: 12px;
  margin: 16px 0 24px;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    > div:first-child { grid-column: 1 / -1; }
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > div:first-child, > div:nth-child(2) { grid-column: 1 / -1; }
  }
  label { font-size: 0.85rem; font-weight: 600; }
  input, select {
    width: 100%;
    min-height: 42px;
    padding: 8px 12px;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const SORT_LABELS: Record<string, string> = { title: 'Title', difficulty: 'Difficulty', marks: 'Marks' };

/** Search, difficulty filter, sort field and order of the All Assignments list. */
interface Props {
  value: ListFilters;
  onChange: (next: ListFilters) => void;
  /** Focus the search box on load (the /assignments page); never on the home page. */
  focusSearch: boolean;
}

export function ListControls({ value, onChange, focusSearch }: Props) {
  const set = (patch: Partial<ListFilters>) => onChange({ ...value, ...patch });
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Only while nothing else has focus: the list arrives after the navigation bar, and a user who
    // has already tabbed into it must not have focus pulled away. preventScroll: focusing must not
    // move the page away from what the user is looking at.
    const focusIsFree = !document.activeElement || document.activeElement === document.body;
    if (focusSearch && focusIsFree) searchRef.current?.focus({ preventScroll: true });
  }, [focusSearch]);
  return (
    <StyledControls role="search" onSubmit={(event) => event.preventDefault()}>
      <StyledField>
        <label htmlFor="assignment-search">Search</label>
        <input
          id="assignment-search"
          ref={searchRef}
          type="search"
          placeholder="Search by title or description"
          value={value.search}
          onChange={(event) => set({ search: event.target.value })}
        />
      </StyledField>
      <StyledField>
        <label htmlFor="assignment-difficulty">Difficulty</label>
        <select id="assignment-difficulty" value={value.difficulty} onChange={(event) => set({ difficulty: event.target.value })}>
          <option value="">All Difficulties</option>
          {DIFFICULTIES.map((difficulty) => (
            <option key={difficulty}>{difficulty}</option>
          ))}
        </select>
      </StyledField>
      <StyledField>
        <label htmlFor="assignment-sort">Sort By</label>
        <select id="assignment-sort" value={value.sort} onChange={(event) => set({ sort: event.target.value })}>
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
        <select id="assignment-order" value={value.order} onChange={(event) => set({ order: event.target.value as ListFilters['order'] })}>
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </select>
      </StyledField>
    </StyledControls>
  );
}
