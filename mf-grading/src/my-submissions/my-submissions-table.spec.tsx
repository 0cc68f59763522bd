import { describe, expect, test } from '@jest/globals';
import { MESSAGES } from '@studyhub/contracts';
import { aSubmission, renderInApp } from '@studyhub/testing';
import { screen, within } from '@testing-library/react';
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
  return within(row).getAllByRole('cell').map((cell) => cell.textContent);
}

describe('MySubmissionsTable', () => {
  test('has the five columns and is named by the page title', () => {
    renderInApp(
      <>
        <h1 id="title">My Attempted Assignments</h1>
        <MySubmissionsTable labelledBy="title" rows={[pending]} />
      </>,
    );
    const headers = within(screen.getByRole('table', { name: 'My Attempted Assignments' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Assignment Title', 'Status', 'Total Marks', 'Obtained Marks', 'Feedback']);
  });

  test("until marked: 'Pending', 'Not Marked' and 'No feedback provided'", () => {
    renderInApp(<MySubmissionsTable labelledBy="none" rows={[pending]} />);
    expect(cells('Waiting essay')).toEqual(['Pending', '20', MESSAGES.submissions.notMarked, MESSAGES.submissions.noFeedback]);
  });

  test('once marked: Completed, the obtained marks (even 0) and the feedback, or that none was given', () => {
    renderInApp(<MySubmissionsTable labelledBy="none" rows={[marked, markedSilently]} />);
    expect(cells('Marked essay')).toEqual(['Completed', '50', '42', 'Strong argument.']);
    expect(cells('Quiet essay')).toEqual(['Completed', '10', '0', MESSAGES.submissions.noFeedback]);
  });

  test("work withdrawn by its assignment's deletion says 'Withdrawn' and why", () => {
    const withdrawn = aSubmission({ _id: '44444444-4444-4444-8444-444444444444', title: 'Gone essay', status: 'withdrawn', marks: 15 });
    renderInApp(<MySubmissionsTable labelledBy="none" rows={[withdrawn]} />);
    expect(cells('Gone essay')).toEqual(['Withdrawn', '15', MESSAGES.submissions.notMarked, 'Assignment deleted']);
  });
});
