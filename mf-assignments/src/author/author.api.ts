import { api, contractRequest, nextOffset, toPage, type ResultOf } from '@studyhub/api-client';
import { PAGE } from '@studyhub/contracts/web';
import type { Page, Submission, SubmissionStatus } from '@studyhub/contracts';

export interface AuthorListArgs {
  id: string;
  /** Only work in this state; all of it when absent. */
  status?: SubmissionStatus;
}

/** The author's view of one assignment: how much work it has, and who sent what. */
export const authorApi = api.injectEndpoints({
  endpoints: (build) => ({
    submissionCounts: build.query<ResultOf<'submissionCounts'>, string>({
      query: (id) => contractRequest('submissionCounts', { params: { id } }),
      providesTags: ['Submission'],
    }),
    assignmentSubmissions: build.infiniteQuery<Page<Submission>, AuthorListArgs, number>({
      infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: nextOffset },
      query: ({ queryArg: { id, status }, pageParam }) =>
        contractRequest('assignmentSubmissions', {
          params: { id },
          query: { ...(status ? { status } : {}), limit: PAGE.defaultLimit, offset: pageParam },
        }),
      transformResponse: (rows: ResultOf<'assignmentSubmissions'>, meta) => toPage(rows, meta),
      providesTags: ['Submission'],
    }),
  }),
});

export const { useSubmissionCountsQuery, useAssignmentSubmissionsInfiniteQuery } = authorApi;
