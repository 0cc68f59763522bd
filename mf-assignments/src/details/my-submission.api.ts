import { api, contractRequest, type ResultOf } from '@studyhub/api-client';
import type { Submission } from '@studyhub/contracts';
import { LIST_TAG } from '../assignments.api.js';

/** The same tag as the grading area's "my submissions", so a mark or a submit refreshes both. */
const MINE_TAG = { type: 'Submission', id: 'MINE' } as const;

export interface LatestArgs {
  assignmentId: string;
  /** The reader's uid: one user's work must not show to the next who signs in on this tab. */
  as: string;
}

/** The reader's own work for one assignment: what the details page shows beside it. */
export const mySubmissionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The reader's latest submission for one assignment (newest first, so one row is enough). */
    latestSubmission: build.query<Submission | null, LatestArgs>({
      query: ({ assignmentId }) => contractRequest('mySubmissions', { query: { assignmentId, limit: 1, offset: 0 } }),
      transformResponse: (rows: ResultOf<'mySubmissions'>) => rows[0] ?? null,
      providesTags: [MINE_TAG],
    }),
    /** Takes back work still waiting for a mark; the server removes it (409 once marked). */
    withdrawSubmission: build.mutation<ResultOf<'withdrawSubmission'>, { id: string; assignmentId: string }>({
      query: ({ id }) => contractRequest('withdrawSubmission', { params: { id } }),
      // Also on a refusal: work marked meanwhile must show its grade.
      invalidatesTags: (_result, _error, { assignmentId }) => ['Submission', { type: 'Assignment', id: assignmentId }, LIST_TAG],
    }),
  }),
});

export const { useLatestSubmissionQuery, useWithdrawSubmissionMutation } = mySubmissionApi;
