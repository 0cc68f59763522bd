// What a submission's changes tell others, written in the change's own transaction (live-bus.ts):
// the queue's watchers, and the one person each change concerns (record-notification.ts).
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { claims, type SubmissionRow } from '../db/schema.js';
import { recordNotification } from '../notifications/record-notification.js';

type Tx = Pick<Database, 'insert' | 'select' | 'execute' | 'delete'>;

const queueEvent = (row: SubmissionRow, change: 'joined' | 'left') => ({
  groupId: row.groupId,
  event: { type: 'queue' as const, change, submissionId: row.id, groupId: row.groupId },
});

/** New work waits: the queue grows, and the assignment's author hears who took it. */
export async function announceNewWork(tx: Tx, row: SubmissionRow, authorUid: string): Promise<void> {
  await recordNotification(
    tx,
    {
      recipientUid: authorUid,
      kind: 'submitted',
      submissionId: row.id,
      assignmentId: row.assignmentId,
      title: row.title,
      actorName: row.anonymous ? null : row.userName,
    },
    [queueEvent(row, 'joined')],
  );
}

/** Marked: it leaves the queue, its claim ends, and its student hears the grade. */
export async function announceGrade(tx: Tx, row: SubmissionRow, markerName: string): Promise<void> {
  await tx.delete(claims).where(eq(claims.submissionId, row.id));
  await recordNotification(
    tx,
    {
      recipientUid: row.submitterUid,
      kind: 'graded',
      submissionId: row.id,
      assignmentId: row.assignmentId,
      title: row.title,
      // Anonymous review names no marker to the student.
      actorName: row.anonymous ? null : markerName,
      obtainedMarks: row.obtainedMarks,
      marks: row.marks,
    },
    [queueEvent(row, 'left')],
  );
}

/** A student contests a grade: the assignment's author hears it (no name under anonymous review). */
export async function announceRegradeRequest(tx: Tx, row: SubmissionRow, authorUid: string): Promise<void> {
  await recordNotification(tx, {
    recipientUid: authorUid,
    kind: 'regradeRequested',
    submissionId: row.id,
    assignmentId: row.assignmentId,
    title: row.title,
    actorName: row.anonymous ? null : row.userName,
  });
}

/** The author answered: the student hears it, and reopened work waits in the queue again. */
export async function announceRegradeAnswer(tx: Tx, row: SubmissionRow, authorName: string, decision: 'keep' | 'reopen'): Promise<void> {
  await recordNotification(
    tx,
    {
      recipientUid: row.submitterUid,
      kind: 'regradeAnswered',
      submissionId: row.id,
      assignmentId: row.assignmentId,
      title: row.title,
      actorName: authorName,
      decision,
    },
    decision === 'reopen' ? [queueEvent(row, 'joined')] : [],
  );
}
