import { api, contractRequest, nextOffset, toPage, type RequestFor, type ResultOf } from '@studyhub/api-client';
import { CARD_GRID_PAGE_SIZE, PAGE } from '@studyhub/contracts/web';
import type { Assignment, AssignmentListQuery, Page, Submission } from '@studyhub/contracts';

/** The list's filters and sort: the cache key of the infinite list (paging comes on top). */
export type AssignmentFilters = Omit<AssignmentListQuery, 'limit' | 'offset'>;

/**
 * `as`: the signed-in reader's uid, '' for a guest. The server reads the reader from the token, but
 * each answer carries that reader's own status, so the cache must not show one user's statuses to
 * the next person who signs in on the same tab.
 */
export type ListArgs = AssignmentFilters & { as: string };
export interface OneArgs {
  id: string;
  as: string;
}

export const LIST_TAG = { type: 'Assignment', id: 'LIST' } as const;

/** URLs, methods, argument and result types come from the API's contract table (libs/contracts). */
export const assignmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Pages of the list, appended as the user asks for more; each page is fetched once. */
    listAssignments: build.infiniteQuery<Page<Assignment>, ListArgs, number>({
      infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: nextOffset },
      query: ({ queryArg: { as: _reader, ...filters }, pageParam }) =>
        contractRequest('listAssignments', { query: { ...filters, limit: CARD_GRID_PAGE_SIZE, offset: pageParam } }),
      transformResponse: (items: ResultOf<'listAssignments'>, meta) => toPage(items, meta),
      providesTags: (data) => [
        LIST_TAG,
        ...(data?.pages ?? []).flatMap((page) => page.items.map(({ _id }) => ({ type: 'Assignment' as const, id: _id }))),
      ],
    }),
    getAssignment: build.query<ResultOf<'getAssignment'>, OneArgs>({
      query: ({ id }) => contractRequest('getAssignment', { params: { id } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Assignment', id }],
    }),
    createAssignment: build.mutation<ResultOf<'createAssignment'>, RequestFor<'createAssignment'>['body']>({
      query: (body) => contractRequest('createAssignment', { body }),
      invalidatesTags: [LIST_TAG],
    }),
    updateAssignment: build.mutation<ResultOf<'updateAssignment'>, { id: string; body: RequestFor<'updateAssignment'>['body'] }>({
      query: ({ id, body }) => contractRequest('updateAssignment', { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Assignment', id }, LIST_TAG],
    }),
    deleteAssignment: build.mutation<ResultOf<'deleteAssignment'>, string>({
      query: (id) => contractRequest('deleteAssignment', { params: { id }, body: undefined }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Assignment', id }, LIST_TAG],
    }),
    /** `replaced`: the caller's pending submission was updated (200) rather than a new one made (201). */
    submitAssignment: build.mutation<
      { submission: Submission; replaced: boolean },
      { id: string; body: RequestFor<'submitAssignment'>['body'] }
    >({
      query: ({ id, body }) => contractRequest('submitAssignment', { params: { id }, body }),
      transformResponse: (submission: ResultOf<'submitAssignment'>, meta) => ({ submission, replaced: meta?.response?.status === 200 }),
      // The grading area's lists (pending, my submissions) provide 'Submission' tags; the
      // assignment and the list carry the reader's status.
      invalidatesTags: (_result, _error, { id }) => ['Submission', { type: 'Assignment', id }, LIST_TAG],
    }),
    /**
     * The groups the editor offers besides "Public": the caller's, newest membership first, one
     * page of the most the API gives (the argument is the reader's uid, as for the list).
     */
    groupChoices: build.query<ResultOf<'myGroups'>, string>({
      query: () => contractRequest('myGroups', { query: { limit: PAGE.maxLimit, offset: 0 } }),
    }),
  }),
});

export const {
  useGroupChoicesQuery,
  useListAssignmentsInfiniteQuery,
  useGetAssignmentQuery,
  useCreateAssignmentMutation,
  useUpdateAssignmentMutation,
  useDeleteAssignmentMutation,
  useSubmitAssignmentMutation,
} = assignmentsApi;
