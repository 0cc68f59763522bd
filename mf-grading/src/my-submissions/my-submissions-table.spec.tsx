import { describe, expect, test } from '@jest/globals';
import { MESSAGES, ROUTES } from '@studyhub/contracts';
import { aSubmission, renderInApp } from '@studyhub/testing';
import { screen, within } from '@testing-library/react';
import { TEXTS } from '../grading.texts.js';
import { MySubmissionsTable } from './my-submissions-table.js';

const pending = aSubmission({ _id: '11111111-1111-4111-8111-111111111111', title: 'Waiting essay', marks: 20 });
const marked = aSubmission({
  _id: '22222222-2222-4222-8222-222222222222',
  title: 'Marked essay',
  status: 'completed',
  marks: 50,
  obtainedMarks: 42,
  feedback: 'Strong argument.',
});
const markedSilently = aSubmission({
  _id: '33333333-3333-4333-8333-333333333333',
  title: 'Quiet essay',
  status: 'completed',
  marks: 10,
  obtainedMarks: 0,
  feedback: '',
});

function cells(title: string) {
  const row = screen.getByRole('row', { name: new RegExp(title) });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('MySubmissionsTable', () => {
  test('has the six columns and is named by the page title', () => {
    renderInApp(
      <>
        <h1 id="title">My Attempted Assignments</h1>
        <MySubmissionsTable labelledBy="title" rows={[pending]} />
      </>,
    );
    const headers = within(screen.getByRole('table', { name: 'My Attempted Assignments' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Assignment Title', 'Status', 'Total Marks', 'Obtained Marks', 'Feedback', 'History']);
  });

  test("until marked: 'Pending', 'Not Marked' and 'No feedback provided'", () => {
    renderInApp(<MySubmissionsTable labelledBy="none" rows={[pending]} />);
    expect(cells('Waiting essay')).toEqual(['Pending', '20', TEXTS.submissions.notMarked, MESSAGES.submissions.noFeedback, '']);
  });

  test('once marked: Completed, the obtained marks (even 0) and the feedback, or that none was given', () => {
    renderInApp(<MySubmissionsTable labelledBy="none" rows={[marked, markedSilently]} />);
    expect(cells('Marked essay')).toEqual(['Completed', '50', '42', 'Strong argument.', 'History']);
    expect(cells('Quiet essay')).toEqual(['Completed', '10', '0', MESSAGES.submissions.noFeedback, 'History']);
  });

  test("work withdrawn by its assignment's deletion says 'Withdrawn' and why", () => {
    const withdrawn = aSubmission({ _id: '44444444-4444-4444-8444-444444444444', title: 'Gone essay', status: 'withdrawn', marks: 15 });
    renderInApp(<MySubmissionsTable labelledBy="none" rows={[withdrawn]} />);
    expect(cells('Gone essay')).toEqual(['Withdrawn', '15', TEXTS.submissions.notMarked, 'Assignment deleted', '']);
  });

  test('a graded row links to its history by name; work not yet graded has nothing to show there', () => {
    renderInApp(<MySubmissionsTable labelledBy="none" rows={[pending, marked]} />);
    expect(screen.getByRole('link', { name: 'History of Marked essay' })).toHaveAttribute('href', ROUTES.submissionHistory(marked._id));
    expect(screen.queryByRole('link', { name: 'History of Waiting essay' })).not.toBeInTheDocument();
  });

  test('where a regrade stands shows under the status, and reopened work keeps its history link', () => {
    const contested = { ...marked, regradeStatus: 'open' as const };
    const reopened = { ...pending, title: 'Reopened essay', regradeStatus: 'reopened' as const };
    renderInApp(<MySubmissionsTable labelledBy="none" rows={[contested, reopened]} />);
    expect(cells('Marked essay')[0]).toBe(`Completed${TEXTS.regradeStatus.open}`);
    expect(cells('Reopened essay')[0]).toBe(`Pending${TEXTS.regradeStatus.reopened}`);
    expect(screen.getByRole('link', { name: 'History of Reopened essay' })).toBeInTheDocument();
  });
});
