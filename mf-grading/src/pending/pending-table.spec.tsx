import { describe, expect, jest, test } from '@jest/globals';
import { type Submission } from '@studyhub/contracts';
import { aSubmission, renderInApp } from '@studyhub/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PendingTable } from './pending-table.js';
import { TEXTS } from '../grading.texts.js';

const mine = aSubmission({ _id: '11111111-1111-4111-8111-111111111111', title: 'My essay', userEmail: 'Me@StudyHub.test', userName: 'Me' });
const theirs = aSubmission({ _id: '22222222-2222-4222-8222-222222222222', title: 'Their essay', userName: 'Alan Turing', marks: 30 });

function renderTable(onGiveMark = jest.fn<(submission: Submission) => void>()) {
  renderInApp(
    <>
      <h1 id="title">Pending Assignments</h1>
      <PendingTable labelledBy="title" rows={[mine, theirs]} userEmail="me@studyhub.test" onGiveMark={onGiveMark} />
    </>,
  );
  return onGiveMark;
}

describe('PendingTable', () => {
  test('is a table named by the page title with the four columns', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Pending Assignments' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Assignment Title', 'Marks', 'Name', 'Action']);
    expect(within(table).getByRole('rowheader', { name: 'Their essay' })).toBeInTheDocument();
  });

  test("the signed-in user's own row says 'Your Submission' (emails compared case-insensitively)", () => {
    renderTable();
    const row = screen.getByRole('row', { name: /My essay/ });
    expect(within(row).getByText(TEXTS.submissions.yourSubmission)).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  test("another user's row has a 'Give Mark' button that names its submission and reports it", async () => {
    const onGiveMark = renderTable();
    const row = screen.getByRole('row', { name: /Their essay/ });
    expect(within(row).getByText('Alan Turing')).toBeInTheDocument();
    expect(within(row).getByText('30')).toBeInTheDocument();
    const button = within(row).getByRole('button', { name: 'Give mark to Their essay by Alan Turing' });
    expect(button).toHaveTextContent('Give Mark');
    await userEvent.click(button);
    expect(onGiveMark).toHaveBeenCalledWith(theirs);
  });
});
