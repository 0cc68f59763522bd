import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { currentIdToken, webEnv } from '@studyhub/auth';
import { readApiError } from '@studyhub/contracts/web';

/**
 * RTK Query's hooks, except that on a server (no `window`) a query hook starts its request while
 * rendering, since no effect runs there: the shell's server render learns what a screen needs from
 * the screen itself, renders again once it has arrived (shell/src/server/render.tsx).
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

/** The answers the server rendered the page with, put into the browser's cache before it hydrates. */
export const serverCacheLoaded = createAction<unknown>('api/serverCacheLoaded');

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
  // The payload is this slice's state as the server's store held it (`never`: any state type fits).
  extractRehydrationInfo: (action) => (serverCacheLoaded.match(action) ? (action.payload as never) : undefined),
});

/** The server's message for a failed call (docs/product.md, "How the screens behave": Alerts), else the fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return readApiError((error as FetchBaseQueryError | undefined)?.data)?.message ?? fallback;
}
