import { api, contractRequest, type RequestFor, type ResultOf } from '@studyhub/api-client';

export interface HistoryArgs {
  id: string;
  /**
   * The signed-in user's uid: the server reads the user from the token, but the cache must not
   * show one person's view of a history to the next person who signs in on the same tab.
   */
  as: string;
}

export interface RegradeRequestArgs {
  id: string;
  body: RequestFor<'requestRegrade'>['body'];
}

export interface RegradeAnswerArgs {
  id: string;
  body: RequestFor<'answerRegrade'>['body'];
}

/**
 * A submission's grades and regrade requests, and the two calls that change them. Both calls
 * invalidate every 'Submission' tag: a request or an answer changes the row in My Attempted
 * Assignments, and a reopen puts the work back in Pending.
 */
export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    submissionHistory: build.query<ResultOf<'submissionHistory'>, HistoryArgs>({
      query: ({ id }) => contractRequest('submissionHistory', { params: { id } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Submission', id }],
    }),
    requestRegrade: build.mutation<ResultOf<'requestRegrade'>, RegradeRequestArgs>({
      query: ({ id, body }) => contractRequest('requestRegrade', { params: { id }, body }),
      // Also on a refusal: a 409 means the history moved on (graded again, already asked) elsewhere.
      invalidatesTags: ['Submission'],
    }),
    answerRegrade: build.mutation<ResultOf<'answerRegrade'>, RegradeAnswerArgs>({
      query: ({ id, body }) => contractRequest('answerRegrade', { params: { id }, body }),
      invalidatesTags: ['Submission'],
    }),
  }),
});

export const { useSubmissionHistoryQuery, useRequestRegradeMutation, useAnswerRegradeMutation } = historyApi;
