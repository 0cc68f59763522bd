import type { Submission } from '@studyhub/contracts';
import type { SubmissionRow } from '../db/schema.js';

/** Row to the API's JSON (spec field names; uids of submitter and marker stay on the server). */
export function toSubmission(row: SubmissionRow): Submission {
  return {
    _id: row.id,
    assignmentId: row.assignmentId,
    title: row.title,
    status: row.status,
    marks: row.marks,
    obtainedMarks: row.obtainedMarks,
    feedback: row.feedback,
    userEmail: row.userEmail,
    userName: row.userName,
    googleDocsLink: row.googleDocsLink,
    notes: row.notes,
    late: row.late,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    markedAt: row.markedAt?.toISOString() ?? null,
  };
}
