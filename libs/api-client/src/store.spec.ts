import { expect, test } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { api } from './api.js';
import { createAppStore } from './store.js';

let calls = 0;
const probe = api.injectEndpoints({
  endpoints: (build) => ({
    // The first answer fails as a dropped connection would; the next ones succeed.
    probe: build.query<number, void>({
      queryFn: () => (++calls === 1 ? { error: { status: 'FETCH_ERROR', error: 'offline' } } : { data: calls }),
    }),
  }),
});

test('a call that failed offline is made again once the browser is back online', async () => {
  const store = createAppStore();
  const subscription = store.dispatch(probe.endpoints.probe.initiate());
  await subscription;
  expect(probe.endpoints.probe.select()(store.getState()).isError).toBe(true);

  window.dispatchEvent(new Event('offline'));
  window.dispatchEvent(new Event('online'));

  await waitFor(() => expect(probe.endpoints.probe.select()(store.getState()).data).toBe(2));
  subscription.unsubscribe();
});
