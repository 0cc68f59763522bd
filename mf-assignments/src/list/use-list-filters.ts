import { ASSIGNMENT_SORT_FIELDS, ASSIGNMENT_VIEWS, DIFFICULTIES, SORT_ORDERS } from '@studyhub/contracts/web';
import { useMemo, useState } from 'react';
import { useSearchParams } from '@studyhub/router';
import type { ListFilters } from './list-controls.js';

export const INITIAL_FILTERS: ListFilters = { search: '', difficulty: '', show: '', sort: '', order: 'asc' };

const KEYS = ['search', 'difficulty', 'show', 'sort', 'order'] as const;

const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T | ''): T | '' =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** Filters read from a URL query; anything unknown falls back to the default rather than failing. */
export function filtersFromParams(params: URLSearchParams): ListFilters {
  return {
    search: params.get('search') ?? '',
    difficulty: oneOf(DIFFICULTIES, params.get('difficulty'), ''),
    show: oneOf(ASSIGNMENT_VIEWS, params.get('show'), ''),
    sort: oneOf(ASSIGNMENT_SORT_FIELDS, params.get('sort'), ''),
    order: oneOf(SORT_ORDERS, params.get('order'), 'asc') || 'asc',
  };
}

/** The URL query for filters: defaults are left out, so a plain list keeps a plain URL. */
export function filtersToParams(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    if (filters[key] && filters[key] !== INITIAL_FILTERS[key]) params.set(key, filters[key]);
  }
  return params;
}

/**
 * The list's filters. On /assignments they live in the URL query, so a reload, the back button or a
 * shared link shows the same list; in the home page's list section they stay in the component.
 */
export function useListFilters(inUrl: boolean): [ListFilters, (next: ListFilters) => void] {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState(INITIAL_FILTERS);
  const query = params.toString();
  const fromUrl = useMemo(() => filtersFromParams(new URLSearchParams(query)), [query]);
  if (!inUrl) return [local, setLocal];
  // replace: typing a search is not a trail of history entries; the page's URL follows it.
  return [fromUrl, (next) => setParams(filtersToParams(next), { replace: true, preventScrollReset: true })];
}
