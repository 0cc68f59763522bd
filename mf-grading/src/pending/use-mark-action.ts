import { MESSAGES, TIMINGS } from '@studyhub/contracts/web';
import type { Submission } from '@studyhub/contracts';
import { showAlert } from '@studyhub/ui';
import { useState } from 'react';
import { useMarkSubmissionMutation } from '../grading.api.js';
import type { MarkProblem, MarkValues } from './mark-form.js';
import { markOutcome } from './mark-outcome.js';
import { TEXTS } from '../grading.texts.js';

/**
 * The Pending screen's marking: which submission the modal shows, and what a mark leads to.
 * Success and final refusals close the modal before their alert (an alert cannot show above a
 * modal dialog); the list refreshes either way through tag invalidation. `placeFocus` runs once
 * the alert has closed: the row, and the button that opened the modal, are on their way out.
 */
export function useMarkAction(placeFocus: (submission: Submission) => void) {
  const [selected, setSelected] = useState<Submission | null>(null);
  const [markSubmission] = useMarkSubmissionMutation();

  async function mark(submission: Submission, values: MarkValues): Promise<MarkProblem | void> {
    const result = await markSubmission({ id: submission._id, body: values });
    const outcome = 'error' in result ? markOutcome(result.error) : ({ kind: 'marked' } as const);
    if (outcome.kind === 'retry') return outcome.problem;
    setSelected(null);
    if (outcome.kind === 'marked') {
      await showAlert({ title: TEXTS.submissions.marked, icon: 'success', timer: TIMINGS.successMessage, returnFocus: false });
    } else {
      await showAlert({ title: MESSAGES.auth.errorTitle, text: outcome.message, icon: 'error', returnFocus: false });
    }
    placeFocus(submission);
  }

  return { selected, open: setSelected, close: () => setSelected(null), mark };
}
