import type { Assignment } from '@studyhub/contracts';
import type { AssignmentRow } from '../db/schema.js';
import type { ViewerSubmissionRow } from './assignments.repository.js';

/** Row to the API's JSON (spec field names; the owner's uid stays on the server). */
export function toAssignment(row: AssignmentRow): Assignment {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    marks: row.marks,
    thumbnailUrl: row.thumbnailUrl,
    difficulty: row.difficulty,
    dueDate: row.dueDate.toISOString(),
    userEmail: row.userEmail,
    userName: row.userName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The same with the caller's own view: whether they set it, and their latest submission for it. */
export function withViewer(row: AssignmentRow, uid: string, latest: ViewerSubmissionRow | undefined): Assignment {
  const submission = latest
    ? {
        _id: latest.id,
        status: latest.status,
        marks: latest.marks,
        obtainedMarks: latest.obtainedMarks,
        late: latest.late,
        createdAt: latest.createdAt.toISOString(),
        updatedAt: latest.updatedAt.toISOString(),
      }
    : null;
  return { ...toAssignment(row), viewer: { isOwner: row.ownerUid === uid, submission } };
}
