import { describe, expect, jest, test } from '@jest/globals';
import { MESSAGES, type Submission } from '@studyhub/contracts';
import { aSubmission, renderInApp } from '@studyhub/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { MarkProblem, MarkValues } from './mark-form.js';
import { MarkModal } from './mark-modal.js';
import { TEXTS } from '../grading.texts.js';

const INVALID = MESSAGES.validation.obtainedMarks;
type OnMark = (submission: Submission, values: MarkValues) => Promise<MarkProblem | void>;

/** The page's part: a button that opens the modal for one submission. */
function Harness({ submission = aSubmission(), onMark = async () => undefined }: { submission?: Submission; onMark?: OnMark }) {
  const [selected, setSelected] = useState<Submission | null>(null);
  return (
    <>
      <button type="button" onClick={() => setSelected(submission)}>
        Give Mark
      </button>
      <MarkModal
        submission={selected}
        onClose={() => setSelected(null)}
        onMark={async (row, values) => {
          const problem = await onMark(row, values);
          if (!problem) setSelected(null);
          return problem;
        }}
      />
    </>
  );
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Give Mark' }));
  return screen.getByRole('dialog', { name: 'Mark Submission' });
}

describe('MarkModal', () => {
  test('empty marks are refused with the message under the field, and nothing is sent', async () => {
    const onMark = jest.fn<OnMark>(async () => undefined);
    renderInApp(<Harness onMark={onMark} />);
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const marks = screen.getByLabelText('Marks Obtained');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(marks).toHaveAttribute('aria-invalid', 'true');
    expect(marks).toHaveAccessibleDescription(expect.stringContaining(INVALID));
    expect(marks).toHaveFocus();
    expect(onMark).not.toHaveBeenCalled();
  });

  test('negative marks are refused, and fractional ones are told marks are whole', async () => {
    const onMark = jest.fn<OnMark>(async () => undefined);
    renderInApp(<Harness onMark={onMark} />);
    await openModal();
    await userEvent.type(screen.getByLabelText('Marks Obtained'), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Marks Obtained'));
    await userEvent.type(screen.getByLabelText('Marks Obtained'), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.validation.obtainedMarksWhole)).toBeInTheDocument();
    expect(onMark).not.toHaveBeenCalled();
  });

  test('valid marks and feedback are handed over as numbers and trimmed text, then the modal closes', async () => {
    const submission = aSubmission();
    const onMark = jest.fn<OnMark>(async () => undefined);
    renderInApp(<Harness submission={submission} onMark={onMark} />);
    await openModal();
    await userEvent.type(screen.getByLabelText('Marks Obtained'), '0');
    await userEvent.type(screen.getByLabelText('Feedback'), '  Good start.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onMark).toHaveBeenCalledWith(submission, { obtainedMarks: 0, feedback: 'Good start.' });
  });

  test('fields are empty again on every opening', async () => {
    renderInApp(<Harness />);
    await openModal();
    await userEvent.type(screen.getByLabelText('Marks Obtained'), '-1');
    await userEvent.type(screen.getByLabelText('Feedback'), 'Draft');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openModal();
    expect(screen.getByLabelText('Marks Obtained')).toHaveValue(null);
    expect(screen.getByLabelText('Feedback')).toHaveValue('');
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
  });

  test('a refusal about the marks shows under the field and keeps what was typed', async () => {
    const onMark = jest.fn<OnMark>(async () => ({ message: MESSAGES.api.marksExceedTotal, field: true }));
    renderInApp(<Harness onMark={onMark} />);
    await openModal();
    await userEvent.type(screen.getByLabelText('Marks Obtained'), '99');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.api.marksExceedTotal)).toBeInTheDocument();
    expect(screen.getByLabelText('Marks Obtained')).toHaveValue(99);
    expect(screen.getByLabelText('Marks Obtained')).toHaveFocus();
  });

  test('any other refusal that leaves the modal open is announced in the form', async () => {
    const onMark = jest.fn<OnMark>(async () => ({ message: TEXTS.submissions.markFailed }));
    renderInApp(<Harness onMark={onMark} />);
    await openModal();
    await userEvent.type(screen.getByLabelText('Marks Obtained'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.submissions.markFailed);
  });

  test('an http(s) document is a link opening in a new tab without access to this page', async () => {
    renderInApp(<Harness submission={aSubmission({ googleDocsLink: 'https://docs.google.com/document/d/x' })} />);
    await openModal();
    const link = screen.getByRole('link', { name: /docs\.google\.com/ });
    expect(link).toHaveAttribute('href', 'https://docs.google.com/document/d/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('any other document address is plain text, never a link', async () => {
    renderInApp(<Harness submission={aSubmission({ googleDocsLink: 'javascript:alert(1)' })} />);
    await openModal();
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  test('shows the notes, or says there are none', async () => {
    const { unmount } = renderInApp(<Harness submission={aSubmission({ notes: 'See page 2.' })} />);
    await openModal();
    expect(screen.getByText('See page 2.')).toBeInTheDocument();
    unmount();
    renderInApp(<Harness submission={aSubmission({ notes: '' })} />);
    await openModal();
    expect(screen.getByText(MESSAGES.submissions.noNotes)).toBeInTheDocument();
  });
});
