import { Inject, Injectable } from '@nestjs/common';
import type {
  ErrorCode,
  RegradeRecord,
  Submission,
  SubmissionHistory,
  regradeAnswerSchema,
  regradeRequestSchema,
} from '@studyhub/contracts';
import type { z } from 'zod';
import { displayName } from '../common/auth/display-name.js';
import type { AuthUser } from '../common/auth/firebase-auth.service.js';
import type { GradeRow, RegradeRequestRow } from '../db/schema.js';
import { RegradesRepository, type RegradeRefusal } from './regrades.repository.js';
import { toSubmission } from './submission.mapper.js';
import { Refusal } from '../common/errors/refusal.js';

type RequestInput = z.output<typeof regradeRequestSchema>;
type AnswerInput = z.output<typeof regradeAnswerSchema>;

const REFUSALS: Record<RegradeRefusal, ErrorCode> = {
  'not-found': 'SUBMISSION_NOT_FOUND',
  'not-yours': 'NOT_SUBMISSION_OWNER',
  'not-graded': 'SUBMISSION_NOT_GRADED',
  'already-requested': 'REGRADE_ALREADY_REQUESTED',
  'no-open-request': 'NO_OPEN_REGRADE_REQUEST',
  'pending-exists': 'PENDING_SUBMISSION_EXISTS',
};

const toRequest = (row: RegradeRequestRow): RegradeRecord => ({
  _id: row.id,
  gradeId: row.gradeId,
  reason: row.reason,
  status: row.status,
  reply: row.reply,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

/** A grade's history and its contest: the student asks, the assignment's author answers. */
@Injectable()
export class RegradesService {
  constructor(@Inject(RegradesRepository) private readonly repository: RegradesRepository) {}

  /**
   * Only the student and the assignment's author see a history; anyone else is told it does not
   * exist. Under anonymous review no marker is named, to the student or to the author.
   */
  async history(user: AuthUser, id: string): Promise<SubmissionHistory> {
    const found = await this.repository.history(id);
    if (!found || (found.submission.submitterUid !== user.uid && found.ownerUid !== user.uid)) throw new Refusal('SUBMISSION_NOT_FOUND');
    const anonymous = found.submission.anonymous;
    const grade = (row: GradeRow) => ({
      _id: row.id,
      obtainedMarks: row.obtainedMarks,
      marks: row.marks,
      feedback: row.feedback,
      markerName: anonymous || row.markerName === '' ? null : row.markerName,
      createdAt: row.createdAt.toISOString(),
    });
    return {
      submission: toSubmission(found.submission, user.uid),
      grades: found.grades.map(grade),
      regradeRequests: found.requests.map(toRequest),
    };
  }

  async request(user: AuthUser, id: string, { reason }: RequestInput): Promise<void> {
    const refusal = await this.repository.request(id, user.uid, reason);
    if (refusal) throw new Refusal(REFUSALS[refusal]);
  }

  async answer(user: AuthUser, id: string, { decision, reply }: AnswerInput): Promise<Submission> {
    const result = await this.repository.answer(id, { uid: user.uid, name: displayName(user) }, decision, reply);
    // The author's reply: the row declares NOT_ASSIGNMENT_OWNER (the request's not-yours is the student's).
    if (typeof result === 'string') throw new Refusal(result === 'not-yours' ? 'NOT_ASSIGNMENT_OWNER' : REFUSALS[result]);
    return toSubmission(result, user.uid);
  }
}
