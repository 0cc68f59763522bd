import { createApi, fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { currentIdToken, webEnv } from '@studyhub/auth';
import { apiErrorSchema } from '@studyhub/contracts';

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
  endpoints: () => ({}),
});

/** The server's message for a failed call (spec: "reads message on failure"), else the fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const parsed = apiErrorSchema.safeParse((error as FetchBaseQueryError | undefined)?.data);
  return parsed.success ? parsed.data.message : fallback;
}
