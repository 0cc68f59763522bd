import { createApi, fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { currentIdToken, webEnv } from '@studyhub/auth';
import { readApiError } from '@studyhub/contracts/web';

/**
 * The one RTK Query slice of the app. Remotes add their calls with `api.injectEndpoints`, so tag
 * invalidation works across areas (a mark in grading refreshes "my submissions").
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: webEnv.apiUrl,
    prepareHeaders: async (headers) => {
      const token = await currentIdToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: ['Assignment', 'Submission'],
  // Back online, every screen's data is fetched again: a list that failed offline recovers by
  // itself, and one that was shown offline is brought up to date (the store's setupListeners).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** The server's message for a failed call (docs/product.md, "How the screens behave": Alerts), else the fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return readApiError((error as FetchBaseQueryError | undefined)?.data)?.message ?? fallback;
}
