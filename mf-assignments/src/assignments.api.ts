import { api, nextOffset, toPage } from '@studyhub/api-client';
import {
  API_PATHS,
  type Assignment,
  type AssignmentListQuery,
  type CreateAssignmentInput,
  type Page,
  type Submission,
  type SubmitAssignmentInput,
  type UpdateAssignmentInput,
} from '@studyhub/contracts';

/** The list's filters and sort: the cache key of the infinite list (paging comes on top). */
export type AssignmentFilters = Omit<AssignmentListQuery, 'limit' | 'offset'>;

const LIST_TAG = { type: 'Assignment', id: 'LIST' } as const;

export const assignmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Pages of the list, appended as the user asks for more; each page is fetched once. */
    listAssignments: build.infiniteQuery<Page<Assignment>, AssignmentFilters, number>({
      infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: nextOffset },
      query: ({ queryArg, pageParam }) => ({ url: API_PATHS.assignments, params: { ...queryArg, offset: pageParam } }),
      transformResponse: (items: Assignment[], meta) => toPage(items, meta),
      providesTags: (data) => [
        LIST_TAG,
        ...(data?.pages ?? []).flatMap((page) => page.items.map(({ _id }) => ({ type: 'Assignment' as const, id: _id }))),
      ],
    }),
    getAssignment: build.query<Assignment, string>({
      query: (id) => API_PATHS.assignment(id),
      providesTags: (_result, _error, id) => [{ type: 'Assignment', id }],
    }),
    createAssignment: build.mutation<Assignment, CreateAssignmentInput>({
      query: (body) => ({ url: API_PATHS.assignments, method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
    updateAssignment: build.mutation<Assignment, { id: string; body: UpdateAssignmentInput }>({
      query: ({ id, body }) => ({ url: API_PATHS.assignment(id), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Assignment', id }, LIST_TAG],
    }),
    deleteAssignment: build.mutation<void, string>({
      query: (id) => ({ url: API_PATHS.assignment(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Assignment', id }, LIST_TAG],
    }),
    /** `replaced`: the caller's pending submission was updated (200) rather than a new one made (201). */
    submitAssignment: build.mutation<{ submission: Submission; replaced: boolean }, { id: string; body: SubmitAssignmentInput }>({
      query: ({ id, body }) => ({ url: API_PATHS.submitAssignment(id), method: 'POST', body }),
      transformResponse: (submission: Submission, meta) => ({ submission, replaced: meta?.response?.status === 200 }),
      // The grading area's lists (pending, my submissions) provide 'Submission' tags.
      invalidatesTags: ['Submission'],
    }),
  }),
});

export const {
  useListAssignmentsInfiniteQuery,
  useGetAssignmentQuery,
  useCreateAssignmentMutation,
  useUpdateAssignmentMutation,
  useDeleteAssignmentMutation,
  useSubmitAssignmentMutation,
} = assignmentsApi;
