import type { Assignment } from '@studyhub/contracts';
import { useAppDispatch } from '@studyhub/api-client';
import { TEXTS } from '../assignments.texts.js';
import { authorApi } from '../author/author.api.js';

/** The delete dialog's text: the title, and what happens to the work people sent for it. */
export function deleteWarningText(title: string, counts: { pending: number; completed: number } | null): string {
  if (!counts || counts.pending + counts.completed === 0) return title;
  return `${title}: ${TEXTS.deleteCounts(counts.pending, counts.completed)}`;
}

/**
 * Asks the API how much work the assignment has right before the dialog opens (never a cached
 * count: someone may have submitted a minute ago). If the count cannot be had, the dialog still
 * opens with the title alone rather than blocking the delete.
 */
export function useDeleteWarning() {
  const dispatch = useAppDispatch();
  return async (assignment: Assignment): Promise<string> => {
    const request = dispatch(authorApi.endpoints.submissionCounts.initiate(assignment._id, { forceRefetch: true, subscribe: false }));
    try {
      return deleteWarningText(assignment.title, await request.unwrap());
    } catch {
      return deleteWarningText(assignment.title, null);
    }
  };
}
