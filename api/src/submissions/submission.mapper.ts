import { ANONYMOUS_STUDENT, type Submission } from '@studyhub/contracts';
import type { SubmissionRow } from '../db/schema.js';

/**
 * Row to the API's JSON (the contract's field names; uids of submitter and marker stay on the server). The
 * submitter's email goes only to the submitter (`callerUid`): markers and the author read the name.
 */
export function toSubmission(row: SubmissionRow, callerUid: string): Submission {
  return {
    _id: row.id,
    assignmentId: row.assignmentId,
    title: row.title,
    status: row.status,
    marks: row.marks,
    obtainedMarks: row.obtainedMarks,
    feedback: row.feedback,
    ...(row.submitterUid === callerUid ? { userEmail: row.userEmail } : {}),
    // Anonymous review: the name goes only to its student, so no marker or author learns it.
    userName: row.anonymous && row.submitterUid !== callerUid ? ANONYMOUS_STUDENT : row.userName,
    googleDocsLink: row.googleDocsLink,
    notes: row.notes,
    late: row.late,
    anonymous: row.anonymous,
    regradeStatus: row.regradeStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    markedAt: row.markedAt?.toISOString() ?? null,
  };
}
