import { Inject, Injectable } from '@nestjs/common';
import type {
  Submission,
  SubmissionCounts,
  assignmentSubmissionsQuerySchema,
  markSubmissionSchema,
  mySubmissionsQuerySchema,
  pendingQuerySchema,
  submitAssignmentSchema,
} from '@studyhub/contracts';
import type { z } from 'zod';
import { requireEmail } from '../common/auth/require-email.js';
import { displayName } from '../common/auth/display-name.js';
import type { AuthUser } from '../common/auth/firebase-auth.service.js';
import { toSubmission } from './submission.mapper.js';
import { SubmissionsRepository, type SubmissionPage } from './submissions.repository.js';
import { GroupsRepository } from '../groups/groups.repository.js';
import { toClaim } from './claim.mapper.js';
import { ClaimsRepository } from './claims.repository.js';
import { Refusal } from '../common/errors/refusal.js';

type SubmitInput = z.output<typeof submitAssignmentSchema>;
type MarkInput = z.output<typeof markSubmissionSchema>;
type PendingQuery = z.output<typeof pendingQuerySchema>;
type MineQuery = z.output<typeof mySubmissionsQuerySchema>;
type AuthorQuery = z.output<typeof assignmentSubmissionsQuerySchema>;

export interface SubmissionList {
  items: Submission[];
  /** Matches before paging (a lower bound when not `exact`). */
  total: number;
  exact: boolean;
}

/** A page as `callerUid` may read it (toSubmission keeps others' emails back). */
const toList = ({ rows, total, exact }: SubmissionPage, callerUid: string): SubmissionList => ({
  items: rows.map((row) => toSubmission(row, callerUid)),
  total,
  exact,
});

@Injectable()
export class SubmissionsService {
  constructor(
    @Inject(SubmissionsRepository) private readonly repository: SubmissionsRepository,
    @Inject(GroupsRepository) private readonly groups: GroupsRepository,
    @Inject(ClaimsRepository) private readonly claims: ClaimsRepository,
  ) {}

  /**
   * Anyone logged in may submit to someone else's assignment (an author taking their own would
   * wait in others' queue for a grade on their own work), and holds at most one pending submission
   * per assignment: submitting again while it waits replaces its link and notes (same id, same
   * place in the queue; `created: false`), so nobody can flood the queue. Once it is marked, the
   * next submit starts a new pending one (`created: true`).
   */
  async submit(user: AuthUser, assignmentId: string, input: SubmitInput): Promise<{ submission: Submission; created: boolean }> {
    requireEmail(user);
    const submitter = { uid: user.uid, email: user.email, name: displayName(user, input.userName) };
    const result = await this.repository.submit(assignmentId, submitter, input.googleDocsLink, input.notes);
    if (!result) throw new Refusal('ASSIGNMENT_NOT_FOUND');
    if ('own' in result) throw new Refusal('CANNOT_SUBMIT_OWN_ASSIGNMENT');
    return { submission: toSubmission(result.row, user.uid), created: result.inserted };
  }

  async mine(user: AuthUser, { assignmentId, ...page }: MineQuery): Promise<SubmissionList> {
    return toList(await this.repository.listBySubmitter(user.uid, page, assignmentId), user.uid);
  }

  /** Only those who may mark read the queue (requireEmail, as for marking). */
  async pending(user: AuthUser, { group, ...page }: PendingQuery): Promise<SubmissionList> {
    requireEmail(user);
    if (group && !(await this.groups.roleOf(group, user.uid))) throw new Refusal('GROUP_NOT_FOUND');
    const list = toList(await this.repository.listPending(user.uid, page, group), user.uid);
    const claims = new Map((await this.claims.live(list.items.map((item) => item._id))).map((claim) => [claim.submissionId, claim]));
    const items = list.items.map((item) => {
      const claim = claims.get(item._id);
      return { ...item, claim: claim ? toClaim(claim, item.anonymous, user.uid) : null };
    });
    return { ...list, items };
  }

  /** The author's view of one assignment's work. */
  async forAssignment(user: AuthUser, assignmentId: string, { status, ...page }: AuthorQuery): Promise<SubmissionList> {
    await this.requireAuthor(user, assignmentId);
    return toList(await this.repository.listForAssignment(assignmentId, status, page), user.uid);
  }

  async counts(user: AuthUser, assignmentId: string): Promise<SubmissionCounts> {
    await this.requireAuthor(user, assignmentId);
    return this.repository.countsForAssignment(assignmentId);
  }

  async withdraw(user: AuthUser, id: string): Promise<void> {
    if (await this.repository.withdrawIfAllowed(id, user.uid)) return;
    const current = await this.repository.findById(id);
    if (!current) throw new Refusal('SUBMISSION_NOT_FOUND');
    if (current.submitterUid !== user.uid) throw new Refusal('NOT_SUBMISSION_OWNER');
    throw new Refusal('SUBMISSION_ALREADY_MARKED');
  }

  private async requireAuthor(user: AuthUser, assignmentId: string): Promise<void> {
    const owner = await this.repository.assignmentOwner(assignmentId, user.uid);
    if (owner === undefined) throw new Refusal('ASSIGNMENT_NOT_FOUND');
    if (owner !== user.uid) throw new Refusal('NOT_ASSIGNMENT_OWNER');
  }

  /** A grade needs a marker who can be named, like an assignment or a submission (requireEmail). */
  async mark(user: AuthUser, id: string, input: MarkInput): Promise<Submission> {
    requireEmail(user);
    const marker = { uid: user.uid, name: displayName(user) };
    const row = await this.repository.markIfAllowed(id, marker, input.obtainedMarks, input.feedback);
    if (row) return toSubmission(row, user.uid);
    // The write did not happen; read once to say which rule stopped it.
    const current = await this.repository.findVisible(id, user.uid);
    if (!current) throw new Refusal('SUBMISSION_NOT_FOUND');
    if (current.submitterUid === user.uid) throw new Refusal('CANNOT_MARK_OWN_SUBMISSION');
    if (current.status !== 'pending') throw new Refusal('SUBMISSION_ALREADY_MARKED');
    if (input.obtainedMarks > current.marks) throw new Refusal('MARKS_EXCEED_TOTAL');
    if (await this.repository.gradedBy(id, user.uid)) throw new Refusal('MARKED_BEFORE_BY_YOU');
    throw new Refusal('SUBMISSION_ALREADY_MARKED'); // Unreachable in practice: every rule above passed on re-read.
  }
}
