import { apiErrorMessage } from '@studyhub/api-client';
import { MESSAGES, TIMINGS } from '@studyhub/contracts/web';
import type { Submission } from '@studyhub/contracts';
import { confirmAction, showAlert } from '@studyhub/ui';
import { useWithdrawSubmissionMutation } from './my-submission.api.js';
import { TEXTS } from '../assignments.texts.js';

const M = TEXTS.mySubmission;

/** Withdraw of the reader's waiting work: asked first (focus on Cancel), then said how it went. */
export function useWithdraw() {
  const [withdraw, { isLoading }] = useWithdrawSubmissionMutation();
  async function run(submission: Submission) {
    if (!submission.assignmentId) return;
    if (!(await confirmAction(M.withdrawTitle, M.withdrawBody, M.withdrawConfirm, { focusCancel: true }))) return;
    const result = await withdraw({ id: submission._id, assignmentId: submission.assignmentId });
    if (result.error) {
      // 409: someone marked it meanwhile; the refetch that follows shows the grade.
      await showAlert({ title: MESSAGES.auth.errorTitle, text: apiErrorMessage(result.error, M.withdrawFailed), icon: 'error' });
      return;
    }
    await showAlert({ title: M.withdrawn, icon: 'success', timer: TIMINGS.successMessage });
  }
  return { withdraw: run, withdrawing: isLoading };
}
