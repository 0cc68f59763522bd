import { beforeEach, describe, expect, test } from '@jest/globals';
import { API_PATHS, MESSAGES, PAGE, type Claim, type Submission } from '@studyhub/contracts';
import { type ApiAnswer, type ApiCall, aSubmission, installFakeApi, renderInApp, rowId } from '@studyhub/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { TEXTS } from '../grading.texts.js';
import { PendingPage } from './pending-page';
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
const ME = 'me@studyhub.test';
const rows = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => aSubmission({ _id: rowId(from + i), title: `Essay ${from + i}` }));

function renderPage(state?: unknown, search = '') {
  const store = createAppStore();
  store.dispatch(userChanged({ uid: 'me', email: ME, displayName: 'Me', photoURL: null, providerId: 'password', emailVerified: true }));
  renderInApp(
    <Provider store={store}>
      <PendingPage />
    </Provider>,
    { route: { pathname: '/auth/pending-assignments', search, state } },
  );
}

const isClaim = (call: Pick<ApiCall, 'path'>) => call.path.endsWith('/claim');
const OURS: Claim = { submissionId: rowId(1), by: 'Me', mine: true, expiresAt: '2099-01-01T00:00:00.000Z' };

/**
 * A server whose pending list is `pending` (mutable), whose mark answers `markAnswer`, and whose
 * claim answers `claimAnswer` (the caller's own claim unless said).
 */
function server(
  pending: Submission[],
  markAnswer: () => ApiAnswer = () => ({ body: {} }),
  claimAnswer: () => ApiAnswer = () => ({ body: OURS }),
) {
  return installFakeApi((call: ApiCall) => {
    if (isClaim(call)) return call.method === 'PUT' ? claimAnswer() : { body: { message: MESSAGES.api.claimReleased } };
    if (call.method === 'PUT') return markAnswer();
    const offset = Number(call.query.offset);
    return { body: pending.slice(offset, offset + Number(call.query.limit)), total: pending.length };
  });
}

describe('PendingPage', () => {
  beforeEach(() => {
    showAlert.mockClear();
  });

  test("loads the first page, oldest first as served, with 'Your Submission' on the user's own row", async () => {
    const calls = server([aSubmission({ _id: rowId(1), title: 'Mine', userEmail: ME }), aSubmission({ _id: rowId(2), title: 'Theirs' })]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Pending Assignments' });
    expect(within(within(table).getByRole('row', { name: /Mine/ })).getByText(S.yourSubmission)).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Theirs/ })).getByRole('button', { name: /^Give mark to / })).toBeInTheDocument();
    expect(calls).toEqual([
      {
        endpoint: 'pendingSubmissions',
        method: 'GET',
        path: API_PATHS.pendingSubmissions,
        query: { limit: String(PAGE.defaultLimit), offset: '0' },
        body: undefined,
      },
    ]);
  });

  test("says 'No pending assignments found.' when there are none", async () => {
    server([]);
    renderPage();
    expect(await screen.findByText(S.noPending)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test("a failed load opens the 'Error' alert and says so in place of the table", async () => {
    installFakeApi(() => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: MESSAGES.api.internal } }));
    renderPage();
    expect(await screen.findByText(S.pendingFailed)).toBeInTheDocument();
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: MESSAGES.auth.errorTitle, text: S.pendingFailed }));
  });

  test('Show more fetches only the next page and appends it', async () => {
    const size = PAGE.defaultLimit;
    const calls = server(rows(size + 5));
    renderPage();
    await screen.findByText(`Essay ${size}`);
    expect(screen.queryByText(`Essay ${size + 1}`)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more (5 left)' }));
    expect(await screen.findByText(`Essay ${size + 5}`)).toBeInTheDocument();
    expect(screen.getByText('Essay 1')).toBeInTheDocument();
    expect(calls.map((call) => call.query.offset)).toEqual(['0', String(size)]);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  test('a mark is sent, confirmed, and its row leaves the list', async () => {
    const pending = rows(2);
    const calls = server(pending, () => {
      pending.shift();
      return { body: { ...aSubmission(), status: 'completed' } };
    });
    renderPage();
    const row = await screen.findByRole('row', { name: /Essay 1/ });
    await userEvent.click(within(row).getByRole('button', { name: /^Give mark to / }));
    await userEvent.type(screen.getByLabelText('Marks Obtained'), '15');
    await userEvent.type(screen.getByLabelText('Feedback'), 'Well argued.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Essay 1/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: S.marked, icon: 'success' }));
    expect(calls.find((call) => call.method === 'PUT' && !isClaim(call))).toEqual({
      endpoint: 'markSubmission',
      method: 'PUT',
      path: API_PATHS.markSubmission(rowId(1)),
      query: {},
      body: { obtainedMarks: 15, feedback: 'Well argued.' },
    });
    // The list is asked again, so it matches the server.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  test("after a mark, focus goes to the next row's button, and to the heading after the last row", async () => {
    const pending = [...rows(1), aSubmission({ _id: rowId(5), title: 'Mine', userEmail: ME }), ...rows(1, 2)];
    server(pending, () => {
      pending.shift();
      return { body: { ...aSubmission(), status: 'completed' } };
    });
    renderPage();
    async function mark(title: string) {
      const row = await screen.findByRole('row', { name: new RegExp(title) });
      await userEvent.click(within(row).getByRole('button', { name: /^Give mark to / }));
      await userEvent.type(screen.getByLabelText('Marks Obtained'), '15');
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(screen.queryByRole('row', { name: new RegExp(title) })).not.toBeInTheDocument());
    }
    // The user's own row has no button: focus skips it.
    await mark('Essay 1');
    expect(screen.getByRole('button', { name: /^Give mark to Essay 2/ })).toHaveFocus();
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: S.marked, returnFocus: false }));

    pending.splice(0, pending.length, ...rows(1, 2));
    await mark('Essay 2');
    expect(screen.getByRole('heading', { level: 1, name: 'Pending Assignments' })).toHaveFocus();
  });

  test("marked by someone else first: the server's message, and the refreshed list drops the row", async () => {
    const pending = rows(2);
    server(pending, () => {
      pending.shift();
      return { status: 409, body: { statusCode: 409, code: 'SUBMISSION_ALREADY_MARKED', message: MESSAGES.api.alreadyMarked } };
    });
    renderPage();
    const row = await screen.findByRole('row', { name: /Essay 1/ });
    await userEvent.click(within(row).getByRole('button', { name: /^Give mark to / }));
    await userEvent.type(screen.getByLabelText('Marks Obtained'), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(
        expect.objectContaining({ title: MESSAGES.auth.errorTitle, text: MESSAGES.api.alreadyMarked }),
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Essay 1/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Essay 2/ })).toBeInTheDocument();
  });

  test('after a submit, the new row (first in the queue) is brought into view, highlighted and marked as theirs', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    server([aSubmission({ _id: rowId(9), title: 'Just sent', userEmail: ME }), ...rows(2)]);
    renderPage({ submittedId: rowId(9) });
    const row = await screen.findByRole('row', { name: /Just sent/ });
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(within(row).getByText(S.yourSubmission)).toBeInTheDocument();
    expect(scrolled).toEqual([row]);
    expect(screen.getByRole('row', { name: /Essay 1/ })).not.toHaveAttribute('aria-current');
  });

  test('a failed load offers Retry, which loads the list without a reload', async () => {
    let fail = true;
    installFakeApi(() =>
      fail ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: MESSAGES.api.internal } } : { body: rows(1), total: 1 },
    );
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('row', { name: /Essay 1/ })).toBeInTheDocument();
  });

  test("from a group's page, only that group's work is asked for, and a link leads back to all of it", async () => {
    const group = rowId(77);
    const calls = server(rows(1));
    renderPage(undefined, `?group=${group}`);
    expect(await screen.findByRole('row', { name: /Essay 1/ })).toBeInTheDocument();
    expect(calls.map((call) => call.query.group)).toEqual([group]);
    expect(screen.getByText(S.groupIntro, { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: S.allPending }));
    await waitFor(() => expect(calls.at(-1)?.query.group).toBeUndefined());
  });

  test('opening the mark dialog claims the row, closing it releases the claim', async () => {
    const calls = server(rows(1));
    renderPage();
    const row = await screen.findByRole('row', { name: /Essay 1/ });
    await userEvent.click(within(row).getByRole('button', { name: /^Give mark to / }));
    await waitFor(() => expect(calls.filter(isClaim).map((call) => call.method)).toEqual(['PUT']));
    expect(calls.find(isClaim)?.path).toBe(API_PATHS.claim(rowId(1)));
    // Our own claim: nothing to warn about.
    expect(within(screen.getByRole('dialog')).queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(calls.filter(isClaim).map((call) => call.method)).toEqual(['PUT', 'DELETE']));
  });

  test('a marker who opens work someone else is marking is told who, and can still mark it', async () => {
    server(rows(1), undefined, () => ({ body: { ...OURS, by: 'Ada Lovelace', mine: false } }));
    renderPage();
    const row = await screen.findByRole('row', { name: /Essay 1/ });
    await userEvent.click(within(row).getByRole('button', { name: /^Give mark to / }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Submission' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(TEXTS.claims.markingNow('Ada Lovelace'));
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test("rows someone else has open say so; one's own claim and an expired one do not", async () => {
    const claim = (by: string | null, mine: boolean, expiresAt = '2099-01-01T00:00:00.000Z') => ({
      submissionId: rowId(1),
      by,
      mine,
      expiresAt,
    });
    server([
      aSubmission({ _id: rowId(1), title: 'Named', claim: claim('Ada Lovelace', false) }),
      aSubmission({ _id: rowId(2), title: 'Anonymous', claim: claim(null, false) }),
      aSubmission({ _id: rowId(3), title: 'Ours', claim: claim('Me', true) }),
      aSubmission({ _id: rowId(4), title: 'Expired', claim: claim('Bo', false, '2000-01-01T00:00:00.000Z') }),
    ]);
    renderPage();
    expect(await screen.findByRole('row', { name: /Named/ })).toHaveTextContent(TEXTS.claims.beingMarked('Ada Lovelace'));
    expect(screen.getByRole('row', { name: /Anonymous/ })).toHaveTextContent(TEXTS.claims.beingMarked(null));
    for (const name of [/Ours/, /Expired/]) expect(screen.getByRole('row', { name })).not.toHaveTextContent(/Being marked/);
  });
});
