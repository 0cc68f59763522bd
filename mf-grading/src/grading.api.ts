import { api, contractRequest, nextOffset, toPage, type RequestFor, type ResultOf } from '@studyhub/api-client';
import type { Page, PageQuery, Submission } from '@studyhub/contracts';
import { PAGE } from '@studyhub/contracts/web';

const PENDING_TAG = { type: 'Submission', id: 'PENDING' } as const;
const MINE_TAG = { type: 'Submission', id: 'MINE' } as const;

/** Offset paging of both lists; on a refetch RTK Query recomputes each offset from the fresh pages. */
const paging = { initialPageParam: 0, getNextPageParam: nextOffset<Submission> };
const pageQuery = (offset: number): PageQuery => ({ limit: PAGE.defaultLimit, offset });

export interface MarkRequest {
  id: string;
  body: RequestFor<'markSubmission'>['body'];
}

/**
 * The grading calls on the app's one RTK Query slice; URLs, methods and types come from the API's
 * contract table (libs/contracts). Both lists are infinite queries over the
 * API's limit/offset paging: "Show more" fetches only the next page, and a mark (which
 * invalidates every 'Submission' tag) refetches the pages already shown.
 */
export const gradingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Pending submissions, oldest first: public work and that of the caller's groups, or with a
     * group id that group's only.
     */
    listPendingSubmissions: build.infiniteQuery<Page<Submission>, string | null, number>({
      infiniteQueryOptions: paging,
      query: ({ pageParam, queryArg: group }) =>
        contractRequest('pendingSubmissions', { query: { ...pageQuery(pageParam), ...(group ? { group } : {}) } }),
      transformResponse: (items: ResultOf<'pendingSubmissions'>, meta) => toPage(items, meta),
      providesTags: [PENDING_TAG],
    }),
    /**
     * The caller's own submissions, newest first. The argument is the signed-in user's uid: the
     * server reads the user from the token, but the cache must not show one user's list to the
     * next person who signs in on the same tab.
     */
    listMySubmissions: build.infiniteQuery<Page<Submission>, string, number>({
      infiniteQueryOptions: paging,
      query: ({ pageParam }) => contractRequest('mySubmissions', { query: pageQuery(pageParam) }),
      transformResponse: (items: ResultOf<'mySubmissions'>, meta) => toPage(items, meta),
      providesTags: [MINE_TAG],
    }),
    markSubmission: build.mutation<ResultOf<'markSubmission'>, MarkRequest>({
      query: ({ id, body }) => contractRequest('markSubmission', { params: { id }, body }),
      // Also on a refusal: a row someone else marked first must leave the list.
      invalidatesTags: ['Submission'],
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // The row goes at once from every queue shown (all work, a group's); the refetch that
        // follows brings the pages back in line.
        for (const group of gradingApi.util.selectCachedArgsForQuery(getState(), 'listPendingSubmissions')) {
          dispatch(
            gradingApi.util.updateQueryData('listPendingSubmissions', group, (data) => {
              for (const page of data.pages) page.items = page.items.filter((row) => row._id !== id);
            }),
          );
        }
      },
    }),
    /**
     * Opening the mark dialog claims the submission (or renews the caller's claim); the answer is
     * whoever holds it. Others learn of it on the event stream, which also updates the rows.
     */
    claimSubmission: build.mutation<ResultOf<'claimSubmission'>, string>({
      query: (id) => contractRequest('claimSubmission', { params: { id } }),
    }),
    releaseClaim: build.mutation<ResultOf<'releaseClaim'>, string>({
      query: (id) => contractRequest('releaseClaim', { params: { id } }),
    }),
  }),
});

export const {
  useListPendingSubmissionsInfiniteQuery,
  useListMySubmissionsInfiniteQuery,
  useMarkSubmissionMutation,
  useClaimSubmissionMutation,
  useReleaseClaimMutation,
} = gradingApi;
