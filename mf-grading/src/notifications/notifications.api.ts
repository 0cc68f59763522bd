import { api, contractRequest, nextOffset, toPage, type ResultOf } from '@studyhub/api-client';
import type { Notification, Page } from '@studyhub/contracts';

/** Notifications come in pages this long: enough for the bell's panel in one call. */
export const NOTIFICATIONS_PAGE = 20;

export const UNREAD_TAG = { type: 'Notification', id: 'UNREAD' } as const;
export const LIST_TAG = { type: 'Notification', id: 'LIST' } as const;

export interface ReadRequest {
  /** The signed-in user's uid, whose cached count and list the answer updates. */
  as: string;
  /** Those to mark read; without, all of the caller's. */
  ids?: string[];
}

/**
 * The caller's notifications on the app's one RTK Query slice. Each query takes the signed-in
 * user's uid, so one person's notifications never show to the next who signs in on this tab.
 * The live stream (live/) writes into the same cache: a new notification, the count.
 */
export const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notification'] }).injectEndpoints({
  endpoints: (build) => ({
    unreadNotifications: build.query<ResultOf<'unreadNotifications'>, string>({
      query: () => contractRequest('unreadNotifications', {}),
      providesTags: [UNREAD_TAG],
    }),
    /** Newest first; "Show more" fetches only the next page. */
    listNotifications: build.infiniteQuery<Page<Notification>, string, number>({
      infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: nextOffset<Notification> },
      query: ({ pageParam }) => contractRequest('myNotifications', { query: { limit: NOTIFICATIONS_PAGE, offset: pageParam } }),
      transformResponse: (items: ResultOf<'myNotifications'>, meta) => toPage(items, meta),
      providesTags: [LIST_TAG],
    }),
    readNotifications: build.mutation<ResultOf<'readNotifications'>, ReadRequest>({
      query: ({ ids }) => contractRequest('readNotifications', { body: ids ? { ids } : {} }),
      // The answer is the new count; the rows shown turn read without fetching them again.
      async onQueryStarted({ as, ids }, { dispatch, queryFulfilled }) {
        let unread: number;
        try {
          ({ unread } = (await queryFulfilled).data);
        } catch {
          return;
        }
        dispatch(notificationsApi.util.updateQueryData('unreadNotifications', as, () => ({ unread })));
        dispatch(
          notificationsApi.util.updateQueryData('listNotifications', as, (data) => {
            for (const page of data.pages) for (const item of page.items) if (!ids || ids.includes(item.id)) item.read = true;
          }),
        );
      },
    }),
  }),
});

export const { useUnreadNotificationsQuery, useListNotificationsInfiniteQuery, useReadNotificationsMutation } = notificationsApi;
