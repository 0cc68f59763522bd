import { MESSAGES, TIMINGS } from '@studyhub/contracts/web';
import type { Submission } from '@studyhub/contracts';
import { showAlert } from '@studyhub/ui';
import { useState, type RefObject } from 'react';
import { useMarkSubmissionMutation } from '../grading.api.js';
import type { MarkProblem, MarkValues } from './mark-form.js';
import { markOutcome } from './mark-outcome.js';

/**
 * The Pending screen's marking: which submission the modal shows, and what a mark leads to.
 * Success and final refusals close the modal before their alert (an alert cannot show above a
 * modal dialog); the list refreshes either way through tag invalidation.
 */
export function useMarkAction(fallbackFocus: RefObject<HTMLElement | null>) {
  const [selected, setSelected] = useState<Submission | null>(null);
  const [markSubmission] = useMarkSubmissionMutation();

  async function mark(submission: Submission, values: MarkValues): Promise<MarkProblem | void> {
    const result = await markSubmission({ id: submission._id, body: values });
    const outcome = 'error' in result ? markOutcome(result.error) : ({ kind: 'marked' } as const);
    if (outcome.kind === 'retry') return outcome.problem;
    setSelected(null);
    if (outcome.kind === 'marked') {
      await showAlert({ title: MESSAGES.submissions.marked, icon: 'success', timer: TIMINGS.successMessage });
    } else {
      await showAlert({ title: MESSAGES.auth.errorTitle, text: outcome.message, icon: 'error' });
    }
    // The 'Give Mark' button that opened the modal has usually left with its row.
    if (!document.activeElement || document.activeElement === document.body) fallbackFocus.current?.focus();
  }

  return { selected, open: setSelected, close: () => setSelected(null), mark };
}
