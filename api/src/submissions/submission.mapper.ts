import type { Submission } from '@studyhub/contracts';
import type { SubmissionRow } from '../db/schema.js';

/**
 * Row to the API's JSON (spec field names; uids of submitter and marker stay on the server). The
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
    userName: row.userName,
    googleDocsLink: row.googleDocsLink,
    notes: row.notes,
    late: row.late,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    markedAt: row.markedAt?.toISOString() ?? null,
  };
}
