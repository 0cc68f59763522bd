import { api } from '@studyhub/api-client';
import { API_PATHS, TOTAL_COUNT_HEADER, type Assignment, type AssignmentListQuery } from '@studyhub/contracts';

export interface AssignmentPage {
  items: Assignment[];
  /** Matches before paging, from the X-Total-Count header. */
  total: number;
}

export const assignmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAssignments: build.query<AssignmentPage, AssignmentListQuery>({
      query: (params) => ({ url: API_PATHS.assignments, params }),
      transformResponse: (items: Assignment[], meta) => ({
        items,
        total: Number(meta?.response?.headers.get(TOTAL_COUNT_HEADER) ?? items.length),
      }),
      providesTags: (page) => [
        { type: 'Assignment', id: 'LIST' },
        ...(page?.items ?? []).map(({ _id }) => ({ type: 'Assignment' as const, id: _id })),
      ],
    }),
    getAssignment: build.query<Assignment, string>({
      query: (id) => API_PATHS.assignment(id),
      providesTags: (_result, _error, id) => [{ type: 'Assignment', id }],
    }),
  }),
});

export const { useListAssignmentsQuery, useGetAssignmentQuery } = assignmentsApi;

export const assignmentMutations = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAssignment: build.mutation<void, string>({
      query: (id) => ({ url: API_PATHS.assignment(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Assignment', id },
        { type: 'Assignment', id: 'LIST' },
      ],
    }),
  }),
});

export const { useDeleteAssignmentMutation } = assignmentMutations;
