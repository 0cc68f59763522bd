import { beforeEach, describe, expect, test } from '@jest/globals';
import { API_PATHS, MESSAGES, PAGE } from '@studyhub/contracts';
import { aSubmission, installFakeApi, renderInApp, rowId } from '@studyhub/testing';
import { screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { TEXTS } from '../grading.texts.js';
import { MySubmissionsPage } from './my-submissions-page';
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

const S = TEXTS.submissions;

function renderPage() {
  const store = createAppStore();
  store.dispatch(
    userChanged({ uid: 'me', email: 'me@studyhub.test', displayName: 'Me', photoURL: null, providerId: 'password', emailVerified: true }),
  );
  renderInApp(
    <Provider store={store}>
      <MySubmissionsPage />
    </Provider>,
  );
}

describe('MySubmissionsPage', () => {
  beforeEach(() => {
    showAlert.mockClear();
  });

  test("lists the user's own submissions from GET /api/submissions with their state", async () => {
    const calls = installFakeApi(() => ({
      body: [
        aSubmission({ _id: rowId(1), title: 'Fresh essay' }),
        aSubmission({ _id: rowId(2), title: 'Old essay', status: 'completed', obtainedMarks: 17, feedback: 'Nice.' }),
      ],
      total: 2,
    }));
    renderPage();
    const table = await screen.findByRole('table', { name: 'My Attempted Assignments' });
    expect(within(table).getByRole('row', { name: /Fresh essay/ })).toHaveTextContent(S.notMarked);
    expect(within(table).getByRole('row', { name: /Old essay/ })).toHaveTextContent('Completed');
    expect(calls.map((call) => `${call.path}?${new URLSearchParams(call.query)}`)).toEqual([
      `${API_PATHS.submissions}?limit=${PAGE.defaultLimit}&offset=0`,
    ]);
  });

  test('a total the API stopped counting at reads as a lower bound: "1,000+"', async () => {
    installFakeApi(() => ({ body: [aSubmission({ _id: rowId(1), title: 'One of many' })], total: 1000, exact: false }));
    renderPage();
    expect(await screen.findByText(`Showing 1 of 1,000+`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more (999+ left)' })).toBeInTheDocument();
  });

  test("says 'You have not submitted any assignments yet.' when there are none", async () => {
    installFakeApi(() => ({ body: [], total: 0 }));
    renderPage();
    expect(await screen.findByText(S.noneMine)).toBeInTheDocument();
  });

  test("a failed load opens the 'Error' alert with 'Failed to load your submissions. Please try again.'", async () => {
    installFakeApi(() => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: MESSAGES.api.internal } }));
    renderPage();
    expect(await screen.findByText(S.loadMineFailed)).toBeInTheDocument();
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: MESSAGES.auth.errorTitle, text: S.loadMineFailed }));
  });
});
