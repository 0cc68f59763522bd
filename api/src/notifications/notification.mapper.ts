import type { Notification } from '@studyhub/contracts';
import type { NotificationRow } from '../db/schema.js';

export const toNotification = (row: NotificationRow): Notification => ({
  id: String(row.id),
  kind: row.kind,
  submissionId: row.submissionId,
  assignmentId: row.assignmentId,
  title: row.title,
  actorName: row.actorName,
  obtainedMarks: row.obtainedMarks,
  marks: row.marks,
  decision: row.decision,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});
