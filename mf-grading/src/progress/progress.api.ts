import { api, contractRequest, type ResultOf } from '@studyhub/api-client';
import { PAGE } from '@studyhub/contracts/web';

export interface ProgressArgs {
  /** The signed-in user's uid: the server reads the user from the token, but the cache must not show one user's figures to the next person who signs in on the same tab. */
  uid: string;
  /** One group's figures; null for all the caller's work. */
  group: string | null;
}

/**
 * The dashboard's calls on the app's one RTK Query slice, typed from the API's contract table.
 * Both are named for this screen: endpoint names are shared by every area on the one slice.
 */
export const progressApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every figure of one view in one call; a mark made in this tab ('Submission') refreshes it. */
    myProgress: build.query<ResultOf<'myProgress'>, ProgressArgs>({
      query: ({ group }) => contractRequest('myProgress', { query: group ? { group } : {} }),
      providesTags: ['Submission'],
    }),
    /** The groups offered in the selector: one page of the most the API gives (argument: the uid, as above). */
    progressGroups: build.query<ResultOf<'myGroups'>, string>({
      query: () => contractRequest('myGroups', { query: { limit: PAGE.maxLimit, offset: 0 } }),
    }),
  }),
});

export const { useMyProgressQuery, useProgressGroupsQuery } = progressApi;
