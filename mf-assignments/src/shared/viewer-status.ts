import { isPastDue } from '@studyhub/contracts/web';
import type { Assignment } from '@studyhub/contracts';
import { TEXTS } from '../assignments.texts.js';

const T = TEXTS.status;

/** Where the signed-in reader stands with one assignment; `guest` when the answer had no viewer. */
export type ViewerState = 'guest' | 'owner' | 'not-taken' | 'past-due' | 'waiting' | 'graded' | 'withdrawn';

export interface ViewerStatus {
  state: ViewerState;
  /** What the card and the details page say; empty for a guest (nothing of theirs to show). */
  label: string;
  late: boolean;
  /** The take button's words, or null when this reader cannot take it (its owner). */
  takeLabel: string | null;
  /** True while the reader's latest work waits: it can still be replaced or withdrawn. */
  canChange: boolean;
}

/**
 * The reader's state from the API's `viewer`. Past due is judged here against the same deadline
 * the API uses (the due day over everywhere on Earth), so the button already says "Submit late"
 * before the API flags the work late.
 */
export function viewerStatus(assignment: Assignment, now: Date = new Date()): ViewerStatus {
  const pastDue = isPastDue(assignment.dueDate, now);
  const take = pastDue ? TEXTS.submitLate : TEXTS.take;
  const viewer = assignment.viewer;
  if (!viewer) return { state: 'guest', label: '', late: false, takeLabel: take, canChange: false };
  if (viewer.isOwner) return { state: 'owner', label: T.owner, late: false, takeLabel: null, canChange: false };
  const submission = viewer.submission;
  if (!submission) {
    return {
      state: pastDue ? 'past-due' : 'not-taken',
      label: pastDue ? T.pastDue : T.notTaken,
      late: false,
      takeLabel: take,
      canChange: false,
    };
  }
  const { late } = submission;
  if (submission.status === 'pending') {
    return { state: 'waiting', label: late ? `${T.waiting} (${T.late})` : T.waiting, late, takeLabel: null, canChange: true };
  }
  if (submission.status === 'withdrawn') {
    return { state: 'withdrawn', label: T.withdrawn, late, takeLabel: take, canChange: false };
  }
  const again = pastDue ? TEXTS.submitLate : TEXTS.takeAgain;
  return { state: 'graded', label: T.graded(submission.obtainedMarks, submission.marks), late, takeLabel: again, canChange: false };
}
