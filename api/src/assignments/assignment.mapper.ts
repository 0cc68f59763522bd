import type { Assignment } from '@studyhub/contracts';
import type { AssignmentRow } from '../db/schema.js';

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
