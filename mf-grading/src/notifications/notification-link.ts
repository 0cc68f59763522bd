import type { Notification } from '@studyhub/contracts';
import { ROUTES } from '@studyhub/contracts/web';

/**
 * Where a notification leads: a grade or a regrade to the submission's history (its student's and
 * its author's view alike); new work to the assignment's page, where its author sees who sent what.
 */
export function notificationLink(n: Notification): string {
  if (n.kind === 'submitted' && n.assignmentId) return ROUTES.assignmentDetails(n.assignmentId);
  return ROUTES.submissionHistory(n.submissionId);
}
