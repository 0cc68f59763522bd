import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { API_PATHS, LIVE, ROUTES, type LiveEvent, type Notification } from '@studyhub/contracts';
import { aNotification, installFakeApi, renderInApp, rowId, type ApiCall } from '@studyhub/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { LiveClientOptions } from '../live/live-client.js';
import { NavBell } from './nav-bell';
import { TOAST_MS } from './notification-toast';
import { createAppStore } from '@studyhub/api-client';
import { userChanged } from '@studyhub/auth';

// The stream itself is live-client.spec's subject: here the test plays the server's events.
let client: LiveClientOptions | undefined;
const stop = jest.fn();
jest.mock('../live/live-client', () => ({
  startLiveClient: (options: LiveClientOptions) => {
    client = options;
    return { stop };
  },
}));
jest.mock('@studyhub/auth', () => ({
  ...jest.requireActual<object>('@studyhub/auth'),
  currentIdToken: async () => 'test-token',
}));

const latest = [
  aNotification({ id: '12', title: 'Essay on tides', obtainedMarks: 8, marks: 10 }),
  aNotification({
    id: '11',
    kind: 'submitted',
    title: 'Acids',
    actorName: null,
    read: true,
    submissionId: rowId(5),
    assignmentId: rowId(6),
  }),
];

/** The API as the bell sees it: `unread` to start with, the list, and "read" answering 0. */
function fakeApi(unread: number, items: Notification[] = latest): ApiCall[] {
  return installFakeApi((call) => {
    if (call.path === API_PATHS.unreadNotifications) return { body: { unread } };
    if (call.path === API_PATHS.notifications) return { body: items, total: items.length };
    if (call.path === API_PATHS.readNotifications) return { body: { unread: 0 } };
    throw new Error(`Unexpected ${call.method} ${call.path}`);
  });
}

function renderBell() {
  const store = createAppStore();
  store.dispatch(
    userChanged({ uid: 'me', email: 'me@studyhub.test', displayName: 'Me', photoURL: null, providerId: 'password', emailVerified: true }),
  );
  return renderInApp(
    <Provider store={store}>
      <NavBell />
    </Provider>,
  );
}

/** The stream is open and sends `event`. */
const play = (event: LiveEvent) =>
  act(async () => {
    client!.onStatus('live');
    client!.onEvent(event);
  });

describe('NavBell', () => {
  beforeEach(() => {
    client = undefined;
    stop.mockClear();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test('says the unread count in its name and draws it in a badge', async () => {
    fakeApi(3);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  test('with nothing unread it is plain "Notifications", without a badge', async () => {
    const calls = fakeApi(0);
    renderBell();
    await waitFor(() => expect(calls.map(({ path }) => path)).toContain(API_PATHS.unreadNotifications));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveTextContent('');
  });

  test('opens the live connection for the signed-in user and closes it once unmounted', async () => {
    fakeApi(0);
    const { unmount } = renderBell();
    await waitFor(() => expect(client).toBeDefined());
    expect(client!.apiUrl).toMatch(/^http/);
    unmount();
    await waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
  });

  test('a notification on the stream raises the count and shows a toast with a link, gone after a while', async () => {
    fakeApi(1);
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const arrived = aNotification({ id: '20', title: 'Bridges', obtainedMarks: 9, marks: 10, submissionId: rowId(9) });
    await play({ type: 'notification', notification: arrived, unread: 2 });
    // The store tells its subscribers in a batch, on a timer.
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    const toast = within(screen.getByRole('status')).getByText(/Your work on “Bridges” was graded: 9\/10/);
    expect(within(toast).getByRole('link', { name: 'Open' })).toHaveAttribute('href', ROUTES.submissionHistory(rowId(9)));
    await act(() => jest.advanceTimersByTimeAsync(TOAST_MS - 200));
    expect(screen.getByRole('status')).toHaveTextContent('Bridges');
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  test('an `unread` event (read on another page) sets the count', async () => {
    fakeApi(4);
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    await play({ type: 'unread', unread: 0 });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  test('its panel lists the newest with links to what they are about, and "Mark all read" reads them all', async () => {
    const calls = fakeApi(1);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(panel).findByRole('link', { name: /Unread: Your work on “Essay on tides” was graded: 8\/10/ })).toHaveAttribute(
      'href',
      ROUTES.submissionHistory(latest[0].submissionId),
    );
    expect(within(panel).getByRole('link', { name: /^Someone submitted to “Acids”/ })).toHaveAttribute(
      'href',
      ROUTES.assignmentDetails(rowId(6)),
    );
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/auth/notifications');

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([
      { endpoint: 'readNotifications', method: 'POST', path: API_PATHS.readNotifications, query: {}, body: {} },
    ]);
    expect(within(panel).getByRole('link', { name: /^Your work on “Essay on tides”/ })).toBeInTheDocument();
  });

  test('a notification arriving while the panel is open joins its list at the top', async () => {
    fakeApi(0);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    await within(panel).findByRole('link', { name: /Essay on tides/ });
    await play({
      type: 'notification',
      notification: aNotification({ id: '30', kind: 'submitted', actorName: 'Ada', title: 'Optics' }),
      unread: 1,
    });
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        expect.stringContaining('Ada submitted to “Optics”'),
        expect.stringContaining('Essay on tides'),
        expect.stringContaining('Acids'),
        'See all notifications',
      ]),
    );
  });

  test('without a live stream it asks for the count every LIVE.pollMs, and a rise refreshes the list', async () => {
    // A tab in the background does not poll (skipPollingIfUnfocused); jsdom's never has focus.
    jest.spyOn(document, 'hasFocus').mockReturnValue(true);
    let unread = 0;
    const calls = installFakeApi((call) =>
      call.path === API_PATHS.unreadNotifications ? { body: { unread } } : { body: latest, total: latest.length },
    );
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await screen.findByRole('link', { name: /Essay on tides/ });
    await act(async () => client!.onStatus('live'));
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await act(async () => client!.onStatus('offline'));
    calls.length = 0;
    unread = 2;
    await act(() => jest.advanceTimersByTimeAsync(LIVE.pollMs + 100));
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(calls.map(({ path }) => path)).toEqual([API_PATHS.unreadNotifications, API_PATHS.notifications]);
  });

  test('works from the keyboard: Enter opens, Escape closes and gives focus back to the bell', async () => {
    fakeApi(0);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    // The panel follows the bell: Tab goes into it (past "Mark all read", off with nothing unread).
    const panel = screen.getByRole('region', { name: 'Notifications' });
    await within(panel).findByRole('link', { name: /Essay on tides/ });
    await userEvent.tab();
    expect(within(panel).getByRole('link', { name: /Essay on tides/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });
});
