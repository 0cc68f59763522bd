import type { Assignment } from '@studyhub/contracts';
import type { AssignmentRow } from '../db/schema.js';
import type { ViewerSubmissionRow } from './assignments.repository.js';

/**
 * Row to the API's JSON (the contract's field names; the owner's uid stays on the server). The owner's email
 * goes only to the owner (`callerUid`): everyone else reads the display name.
 */
export function toAssignment(row: AssignmentRow, callerUid?: string): Assignment {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    marks: row.marks,
    thumbnailUrl: row.thumbnailUrl,
    difficulty: row.difficulty,
    dueDate: row.dueDate.toISOString(),
    ...(row.ownerUid === callerUid ? { userEmail: row.userEmail } : {}),
    userName: row.userName,
    anonymous: row.anonymous,
    groupId: row.groupId,
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
  return { ...toAssignment(row, uid), viewer: { isOwner: row.ownerUid === uid, submission } };
}
