import { describe, expect, test } from '@jest/globals';
import { ROUTES } from '@studyhub/contracts';
import { aSubmission, renderInApp } from '@studyhub/testing';
import { screen, within } from '@testing-library/react';
import { TEXTS } from '../assignments.texts.js';
import { SubmissionsTable } from './submissions-table.js';

const H = TEXTS.authorHistory;
const graded = aSubmission({
  _id: '11111111-1111-4111-8111-111111111111',
  userName: 'Anonymous student',
  status: 'completed',
  obtainedMarks: 9,
});
const contested = aSubmission({
  _id: '22222222-2222-4222-8222-222222222222',
  userName: 'Anonymous student',
  status: 'completed',
  obtainedMarks: 4,
  regradeStatus: 'open',
  createdAt: '2026-11-22T10:00:00.000Z',
});

describe("The author's submissions table", () => {
  test('every row opens its history through a link named after the row', () => {
    renderInApp(<SubmissionsTable rows={[graded, contested]} statusLabel={(status) => status} />);
    const links = screen.getAllByRole('link', { name: /^History of Anonymous student's work sent / });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      ROUTES.submissionHistory(graded._id),
      ROUTES.submissionHistory(contested._id),
    ]);
    // Two anonymous rows are still told apart by when the work was sent.
    expect(new Set(links.map((link) => link.getAttribute('aria-label'))).size).toBe(2);
  });

  test('a row whose student waits for an answer says "Regrade requested" and is marked out', () => {
    renderInApp(<SubmissionsTable rows={[graded, contested]} statusLabel={(status) => status} />);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first).queryByText(H.regradeRequested)).not.toBeInTheDocument();
    expect(first).not.toHaveAttribute('data-regrade');
    expect(within(second).getByText(H.regradeRequested)).toBeInTheDocument();
    expect(second).toHaveAttribute('data-regrade', 'open');
  });
});
