import { describe, expect, test } from '@jest/globals';
import { API_PATHS, ROUTES } from '@studyhub/contracts';
import { aNotification, installFakeApi, renderInApp, rowId } from '@studyhub/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { NotificationsPage } from './notifications-page';
import { createAppStore } from '@studyhub/api-client';
import { userChanged } from '@studyhub/auth';

const showAlert = jest.fn(async (_options: unknown) => true);
jest.mock('@studyhub/ui', () => ({
  ...jest.requireActual<object>('@studyhub/ui'),
  showAlert: (options: unknown) => showAlert(options),
}));
jest.mock('@studyhub/auth', () => ({
  ...jest.requireActual<object>('@studyhub/auth'),
  currentIdToken: async () => 'test-token',
}));

function renderPage() {
  const store = createAppStore();
  store.dispatch(
    userChanged({ uid: 'me', email: 'me@studyhub.test', displayName: 'Me', photoURL: null, providerId: 'password', emailVerified: true }),
  );
  renderInApp(
    <Provider store={store}>
      <NotificationsPage />
    </Provider>,
  );
}

const page = [
  aNotification({ id: '9', kind: 'graded', title: 'Tides', obtainedMarks: 8, marks: 10, submissionId: rowId(1) }),
  aNotification({ id: '8', kind: 'submitted', title: 'Optics', actorName: null, submissionId: rowId(2), assignmentId: rowId(3) }),
  aNotification({
    id: '7',
    kind: 'submitted',
    title: 'Optics',
    actorName: 'Ada',
    read: true,
    submissionId: rowId(4),
    assignmentId: rowId(3),
  }),
  aNotification({ id: '6', kind: 'regradeRequested', title: 'Tides', actorName: 'Alan', read: true, submissionId: rowId(5) }),
  aNotification({ id: '5', kind: 'regradeAnswered', title: 'Acids', decision: 'reopen', read: true, submissionId: rowId(6) }),
];

describe('NotificationsPage', () => {
  test('lists every kind in words, unread ones said and marked, each linking to what it is about', async () => {
    const calls = installFakeApi((call) =>
      call.path === API_PATHS.unreadNotifications ? { body: { unread: 2 } } : { body: page, total: page.length },
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.firstChild?.textContent, link.getAttribute('href')])).toEqual([
      ['Unread: Your work on “Tides” was graded: 8/10', ROUTES.submissionHistory(rowId(1))],
      ['Unread: Someone submitted to “Optics”', ROUTES.assignmentDetails(rowId(3))],
      ['Ada submitted to “Optics”', ROUTES.assignmentDetails(rowId(3))],
      ['Alan asked for a regrade on “Tides”', ROUTES.submissionHistory(rowId(5))],
      ['Your regrade request on “Acids” was answered: reopened for a new marker', ROUTES.submissionHistory(rowId(6))],
    ]);
    expect(calls.find(({ path }) => path === API_PATHS.notifications)?.query).toEqual({ limit: '20', offset: '0' });
  });

  test('"Show more" asks for the next page only', async () => {
    const calls = installFakeApi((call) => {
      if (call.path === API_PATHS.unreadNotifications) return { body: { unread: 0 } };
      return call.query.offset === '0' ? { body: page.slice(0, 2), total: 5 } : { body: page.slice(2), total: 5 };
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Show more (3 left)' }));
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(list).findByRole('link', { name: /reopened for a new marker/ })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(calls.filter(({ path }) => path === API_PATHS.notifications).map(({ query }) => query.offset)).toEqual(['0', '2']);
  });

  test('"Mark all read" reads them all; opening an unread one reads that one', async () => {
    const calls = installFakeApi((call) => {
      if (call.path === API_PATHS.unreadNotifications) return { body: { unread: 2 } };
      if (call.path === API_PATHS.readNotifications)
        return { body: { unread: call.body && (call.body as { ids?: string[] }).ids ? 1 : 0 } };
      return { body: page, total: page.length };
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    await userEvent.click(within(list).getByRole('link', { name: /Someone submitted/ }));
    expect(await within(list).findByRole('link', { name: /^Someone submitted/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await within(list).findByRole('link', { name: /^Your work on “Tides”/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(calls.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([{ ids: ['8'] }, {}]);
  });

  test('says so when there are none', async () => {
    installFakeApi((call) => (call.path === API_PATHS.unreadNotifications ? { body: { unread: 0 } } : { body: [], total: 0 }));
    renderPage();
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });

  test('a failed load opens the error alert and offers Retry', async () => {
    installFakeApi((call) =>
      call.path === API_PATHS.unreadNotifications
        ? { body: { unread: 0 } }
        : { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } },
    );
    renderPage();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ text: 'Failed to load your notifications.' }));
  });
});
