import { beforeEach, describe, expect, test } from '@jest/globals';
import { API_PATHS, MESSAGES, ROUTES, type SubmissionHistory } from '@studyhub/contracts';
import { type ApiAnswer, type ApiCall, aSubmission, installFakeApi, renderInApp, rowId } from '@studyhub/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { SubmissionHistoryPage } from './submission-history-page';
import { createAppStore } from '@studyhub/api-client';
import { userChanged } from '@studyhub/auth';
import { TEXTS } from '../grading.texts';

const confirmAction = jest.fn(async (..._args: unknown[]) => true);
jest.mock('@studyhub/ui', () => ({
  ...jest.requireActual<object>('@studyhub/ui'),
  confirmAction: (...args: unknown[]) => confirmAction(...args),
}));
jest.mock('@studyhub/auth', () => ({
  ...jest.requireActual<object>('@studyhub/auth'),
  currentIdToken: async () => 'test-token',
}));

const ID = rowId(1);
const GRADE = rowId(2);
const grade = {
  _id: GRADE,
  obtainedMarks: 12,
  marks: 20,
  feedback: 'Check step three.',
  markerName: null,
  createdAt: '2026-11-22T10:00:00.000Z',
};
const openRequest = {
  _id: rowId(3),
  gradeId: GRADE,
  reason: 'Step three is right, see the margin note.',
  status: 'open' as const,
  reply: '',
  createdAt: '2026-11-23T10:00:00.000Z',
  resolvedAt: null,
};

/** The student's view (the API sends them their email); `author: true` drops it, as for the author. */
function aHistory({ author = false, requests = [] as SubmissionHistory['regradeRequests'] } = {}): SubmissionHistory {
  const submission = aSubmission({
    _id: ID,
    title: 'Algebra homework',
    status: 'completed',
    obtainedMarks: 12,
    anonymous: true,
    regradeStatus: requests.at(-1)?.status ?? null,
    ...(author ? { userEmail: undefined, userName: 'Anonymous student' } : {}),
  });
  return { submission, grades: [grade], regradeRequests: requests };
}

function serve(history: SubmissionHistory, write: (call: ApiCall) => ApiAnswer = () => ({ status: 201, body: { message: 'ok' } })) {
  return installFakeApi((call) => (call.method === 'GET' ? { body: history } : write(call)));
}

function renderPage() {
  const store = createAppStore();
  store.dispatch(
    userChanged({
      uid: 'me',
      email: 'alan@studyhub.test',
      displayName: 'Alan',
      photoURL: null,
      providerId: 'password',
      emailVerified: true,
    }),
  );
  renderInApp(
    <Provider store={store}>
      <Routes>
        <Route path={ROUTES.submissionHistory()} element={<SubmissionHistoryPage />} />
      </Routes>
    </Provider>,
    { route: ROUTES.submissionHistory(ID) },
  );
}

const writes = (calls: ApiCall[]) =>
  calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

describe('SubmissionHistoryPage', () => {
  beforeEach(() => {
    confirmAction.mockClear();
  });

  test('shows the work and each grade by name, with an anonymous marker named as such', async () => {
    serve(aHistory());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'History of Algebra homework' })).toBeInTheDocument();
    const record = screen.getByRole('listitem', { name: /Grade 1 of 1: 12\/20/ });
    expect(record).toHaveTextContent(TEXTS.history.anonymousMarker);
    expect(record).toHaveTextContent('Check step three.');
    expect(screen.getByRole('link', { name: /docs\.google\.com/ })).toHaveAttribute('target', '_blank');
  });

  test('the student sends a reason by the contract rules and hears that it was sent', async () => {
    const calls = serve(aHistory());
    renderPage();
    const reason = await screen.findByRole('textbox', { name: TEXTS.request.reasonLabel });
    await userEvent.type(reason, 'Too short');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.request.submit }));
    expect(await screen.findByText(MESSAGES.validation.regradeReason)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await userEvent.type(reason, ' - step three is right.');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.request.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(TEXTS.request.sent);
    expect(writes(calls)).toEqual([{ method: 'POST', path: API_PATHS.regrade(ID), body: { reason: 'Too short - step three is right.' } }]);
  });

  test('a refusal is said and what the student typed stays', async () => {
    serve(aHistory(), () => ({ status: 409, body: { statusCode: 409, code: 'SUBMISSION_NOT_GRADED', message: MESSAGES.api.notGraded } }));
    renderPage();
    const reason = await screen.findByRole('textbox', { name: TEXTS.request.reasonLabel });
    await userEvent.type(reason, 'Please look at step three again.');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.request.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.api.notGraded);
    expect(reason).toHaveValue('Please look at step three again.');
  });

  test('a grade already contested offers no second request', async () => {
    serve(aHistory({ requests: [openRequest] }));
    renderPage();
    expect(await screen.findByRole('listitem', { name: /Regrade request 1 of 1 Regrade requested/ })).toHaveTextContent(openRequest.reason);
    expect(screen.queryByRole('button', { name: TEXTS.request.submit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.answer.keep })).not.toBeInTheDocument();
  });

  test('the author keeps the grade with a reply', async () => {
    const calls = serve(aHistory({ author: true, requests: [openRequest] }), (call) => ({
      body: { ...aSubmission({ _id: ID }), ...(call.body as object) },
    }));
    renderPage();
    const answer = await screen.findByTestId('regrade-answer');
    expect(screen.getByText('Anonymous student')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: TEXTS.request.reasonLabel })).not.toBeInTheDocument();
    await userEvent.type(within(answer).getByRole('textbox', { name: TEXTS.answer.replyLabel }), 'The grade stands.');
    await userEvent.click(within(answer).getByRole('button', { name: TEXTS.answer.keep }));
    expect(await screen.findByRole('status')).toHaveTextContent(TEXTS.answer.kept);
    expect(confirmAction).not.toHaveBeenCalled();
    expect(writes(calls)).toEqual([{ method: 'PUT', path: API_PATHS.regrade(ID), body: { decision: 'keep', reply: 'The grade stands.' } }]);
  });

  test('reopening asks first, and nothing is sent when the author cancels', async () => {
    const calls = serve(aHistory({ author: true, requests: [openRequest] }), () => ({ body: aSubmission({ _id: ID }) }));
    renderPage();
    const reopen = await screen.findByRole('button', { name: TEXTS.answer.reopen });
    confirmAction.mockResolvedValueOnce(false);
    await userEvent.click(reopen);
    expect(confirmAction).toHaveBeenCalledTimes(1);
    expect(writes(calls)).toEqual([]);
    await userEvent.click(reopen);
    expect(await screen.findByRole('status')).toHaveTextContent(TEXTS.answer.reopened);
    expect(writes(calls)).toEqual([{ method: 'PUT', path: API_PATHS.regrade(ID), body: { decision: 'reopen', reply: '' } }]);
  });

  test("a history that is not the reader's says so", async () => {
    installFakeApi(() => ({
      status: 404,
      body: { statusCode: 404, code: 'SUBMISSION_NOT_FOUND', message: MESSAGES.api.submissionNotFound },
    }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.history.loadFailed);
  });
});
