import { beforeEach, describe, expect, test } from '@jest/globals';
import { API_PATHS, type Group, type Progress } from '@studyhub/contracts';
import { installFakeApi, renderInApp, rowId, type ApiAnswer, type ApiCall } from '@studyhub/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { PROGRESS_TEXTS as T } from './progress.texts.js';
import { ProgressPage } from './progress-page';
import { createAppStore } from '@studyhub/api-client';
import { userChanged } from '@studyhub/auth';

jest.mock('@studyhub/auth', () => ({
  ...jest.requireActual<object>('@studyhub/auth'),
  currentIdToken: async () => 'test-token',
}));
// jsdom lays nothing out, so recharts would draw an empty box: the charts are stand-ins that show
// the points they were given (the page's own work is what is under test here).
jest.mock('./charts', () => ({
  MonthChart: ({ points }: { points: { label: string }[] }) => (
    <svg data-testid="month-chart" data-points={points.map((p) => p.label).join(',')} />
  ),
  DistributionChart: ({ points }: { points: { count: number }[] }) => (
    <svg data-testid="distribution-chart" data-points={points.map((p) => p.count).join(',')} />
  ),
}));

const GROUP = rowId(90);

const figures = (overrides: { student?: Partial<Progress['student']>; author?: Partial<Progress['author']> } = {}): Progress => ({
  student: {
    submitted: 5,
    pending: 1,
    graded: 3,
    withdrawn: 1,
    averagePercent: 65,
    byMonth: [
      { month: '2026-08', graded: 1, averagePercent: 75 },
      { month: '2026-09', graded: 2, averagePercent: 60 },
    ],
    medianWaitHours: 4,
    ...overrides.student,
  },
  author: {
    assignments: 4,
    received: 5,
    pending: 2,
    top: [
      { assignmentId: rowId(1), title: 'Optics essay', takers: 2, pending: 1, graded: 1 },
      { assignmentId: rowId(2), title: 'Algebra sheet', takers: 1, pending: 0, graded: 1 },
    ],
    distribution: [0, 0, 0, 0, 0, 1, 0, 1, 0, 0].map((count, i) => ({ from: i * 10, count })),
    medianGradeHours: 72,
    ...overrides.author,
  },
});

const aGroup = (overrides: Partial<Group> = {}): Group => ({
  _id: GROUP,
  name: 'Physics circle',
  description: '',
  pictureUrl: '',
  memberCount: 3,
  role: 'member',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

function serve(progress: (call: ApiCall) => ApiAnswer) {
  return installFakeApi((call) => {
    if (call.path === API_PATHS.groups) return { body: [aGroup()], total: 1 };
    if (call.path === API_PATHS.progress) return progress(call);
    throw new Error(`Unexpected call ${call.path}`);
  });
}

function renderPage(route = '/auth/progress') {
  const store = createAppStore();
  store.dispatch(
    userChanged({ uid: 'me', email: 'me@studyhub.test', displayName: 'Me', photoURL: null, providerId: 'password', emailVerified: true }),
  );
  renderInApp(
    <Provider store={store}>
      <ProgressPage />
    </Provider>,
    { route },
  );
}

const progressCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === API_PATHS.progress).map((call) => call.query);
/** The value a figure tile shows, found by its label (a dt, its hint after the label, then its dd). */
const tile = (list: HTMLElement, label: string) => {
  const term = [...list.querySelectorAll('dt')].find((dt) => dt.firstChild?.textContent === label);
  if (!term) throw new Error(`No figure labelled ${label}`);
  return term.nextElementSibling?.textContent;
};

describe('ProgressPage', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  test("shows the student's and the author's figures from one GET /api/progress", async () => {
    const calls = serve(() => ({ body: figures() }));
    renderPage();
    const mine = await screen.findByRole('region', { name: T.student.heading });
    const list = within(mine).getByLabelText(T.student.heading);
    expect(tile(list, T.student.submitted)).toBe('5');
    expect(tile(list, T.student.pending)).toBe('1');
    expect(tile(list, T.student.graded)).toBe('3');
    expect(tile(list, T.student.average)).toBe('65%');
    expect(tile(list, T.student.medianWait)).toBe('4 h');
    expect(within(mine).getByText(T.student.withdrawn(1))).toBeInTheDocument();

    const authored = screen.getByRole('region', { name: T.author.heading });
    const authorList = within(authored).getByLabelText(T.author.heading);
    expect(tile(authorList, T.author.received)).toBe('5');
    expect(tile(authorList, T.author.medianGrade)).toBe('3 days');
    const top = within(authored).getByRole('table', { name: T.author.topHeading });
    expect(within(top).getByRole('row', { name: /Optics essay/ })).toHaveTextContent('Optics essay211');
    expect(within(top).getByRole('link', { name: 'Optics essay' })).toHaveAttribute('href', `/assignments/${rowId(1)}`);
    expect(progressCalls(calls)).toEqual([{}]);
  });

  test('each chart has a sentence and a table of its figures, and is drawn from the same points', async () => {
    serve(() => ({ body: figures() }));
    renderPage();
    const months = await screen.findByRole('figure', { name: T.student.chartTitle });
    expect(within(months).getByText('From 75% in Aug 2026 to 60% in Sep 2026.')).toBeInTheDocument();
    const monthTable = within(months).getByRole('table', { name: T.student.chartTitle, hidden: true });
    expect(
      within(monthTable)
        .getAllByRole('row', { hidden: true })
        .map((row) => row.textContent),
    ).toEqual(['MonthGradedAverage', 'Aug 2026175%', 'Sep 2026260%']);
    expect(await within(months).findByTestId('month-chart')).toHaveAttribute('data-points', 'Aug 2026,Sep 2026');

    const marks = screen.getByRole('figure', { name: T.author.chartTitle });
    expect(within(marks).getByText(T.author.chartSummary(2, '50–59%', 1))).toBeInTheDocument();
    const rows = within(within(marks).getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(11);
    expect(rows[10]).toHaveTextContent('90–100%0');
    expect(await within(marks).findByTestId('distribution-chart')).toHaveAttribute('data-points', '0,0,0,0,0,1,0,1,0,0');
  });

  test('no work at all reads as plain sentences, with no empty charts', async () => {
    const none = figures({
      student: { submitted: 0, pending: 0, graded: 0, withdrawn: 0, averagePercent: null, byMonth: [], medianWaitHours: null },
      author: {
        assignments: 0,
        received: 0,
        pending: 0,
        top: [],
        distribution: figures().author.distribution.map((b) => ({ ...b, count: 0 })),
        medianGradeHours: null,
      },
    });
    serve(() => ({ body: none }));
    renderPage();
    expect(await screen.findByText(T.student.none)).toBeInTheDocument();
    expect(screen.getByText(T.author.none)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  test('work sent but nothing graded yet: the figures, a dash for the average, and words instead of charts', async () => {
    serve(() => ({
      body: figures({
        student: { submitted: 2, pending: 2, graded: 0, withdrawn: 0, averagePercent: null, byMonth: [], medianWaitHours: null },
        author: {
          received: 0,
          pending: 0,
          top: [],
          distribution: figures().author.distribution.map((b) => ({ ...b, count: 0 })),
          medianGradeHours: null,
        },
      }),
    }));
    renderPage();
    const mine = await screen.findByRole('region', { name: T.student.heading });
    expect(tile(within(mine).getByLabelText(T.student.heading), T.student.average)).toBe(T.noFigure);
    expect(within(mine).getByText(T.student.noGrades)).toBeInTheDocument();
    expect(screen.getByText(T.author.noneTaken)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  test('?group= asks for that group and the selector shows it; "All my work" asks for everything again', async () => {
    const calls = serve(() => ({ body: figures() }));
    renderPage(`/auth/progress?group=${GROUP}`);
    await screen.findByRole('region', { name: T.student.heading });
    const select = screen.getByRole('combobox', { name: T.scope.label });
    await waitFor(() => expect(select).toHaveDisplayValue('Physics circle'));
    expect(progressCalls(calls)).toEqual([{ group: GROUP }]);

    await userEvent.selectOptions(select, T.scope.all);
    await waitFor(() => expect(progressCalls(calls)).toEqual([{ group: GROUP }, {}]));
  });

  test('a group the caller is not in (404) is said in words, not as a failure', async () => {
    serve(() => ({ status: 404, body: { statusCode: 404, code: 'GROUP_NOT_FOUND', message: 'Group not found.' } }));
    renderPage(`/auth/progress?group=${rowId(99)}`);
    expect(await screen.findByText(T.groupNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: T.student.heading })).not.toBeInTheDocument();
  });

  test('a failed load says so with a Retry that asks again', async () => {
    let fail = true;
    serve(() => (fail ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Boom' } } : { body: figures() }));
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText(T.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: T.student.heading })).toBeInTheDocument();
  });
});
