import type { SubmissionHistory } from '@studyhub/contracts';

type Grade = SubmissionHistory['grades'][number];
type Regrade = SubmissionHistory['regradeRequests'][number];

/** Only two people see a history: its student and the assignment's author. */
export type HistoryViewer = 'student' | 'author';

/**
 * The API sends a submission's email only to its own student, so its presence says who is
 * looking without a second call (the author's email is not part of the history).
 */
export const viewerOf = ({ submission }: SubmissionHistory): HistoryViewer => (submission.userEmail === undefined ? 'author' : 'student');

/** The grade that stands now: the newest one, while the work is graded (a reopen clears it). */
export const currentGrade = ({ submission, grades }: SubmissionHistory): Grade | undefined =>
  submission.status === 'completed' ? grades.at(-1) : undefined;

/** The student may contest a grade once; `regradeStatus` is the current grade's request, if any. */
export const canRequestRegrade = (history: SubmissionHistory): boolean =>
  viewerOf(history) === 'student' && currentGrade(history) !== undefined && history.submission.regradeStatus === null;

/** The request waiting for the author's answer, if there is one. */
export const openRequest = ({ regradeRequests }: SubmissionHistory): Regrade | undefined =>
  regradeRequests.find((request) => request.status === 'open');

export const canAnswerRegrade = (history: SubmissionHistory): boolean =>
  viewerOf(history) === 'author' && openRequest(history) !== undefined;

/** 1-based position of the grade a request contests, so the list can say "on grade 2". */
export const gradeNumber = ({ grades }: SubmissionHistory, gradeId: string): number | undefined => {
  const index = grades.findIndex((grade) => grade._id === gradeId);
  return index < 0 ? undefined : index + 1;
};
