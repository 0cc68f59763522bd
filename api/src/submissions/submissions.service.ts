import { Inject, Injectable } from '@nestjs/common';
import type { Submission, markSubmissionSchema, submitAssignmentSchema } from '@studyhub/contracts';
import type { z } from 'zod';
import { assignmentNotFound } from '../assignments/assignments.errors.js';
import { displayName } from '../common/auth/display-name.js';
import type { AuthUser } from '../common/auth/firebase-auth.service.js';
import { toSubmission } from './submission.mapper.js';
import { alreadyMarked, cannotMarkOwn, marksExceedTotal, submissionNotFound } from './submissions.errors.js';
import { SubmissionsRepository } from './submissions.repository.js';

type SubmitInput = z.output<typeof submitAssignmentSchema>;
type MarkInput = z.output<typeof markSubmissionSchema>;

@Injectable()
export class SubmissionsService {
  constructor(@Inject(SubmissionsRepository) private readonly repository: SubmissionsRepository) {}

  /** Anyone logged in may submit, owners included (the spec does not forbid it), as often as they like. */
  async submit(user: AuthUser, assignmentId: string, input: SubmitInput): Promise<Submission> {
    const submitter = { uid: user.uid, email: user.email, name: displayName(user, input.userName) };
    const row = await this.repository.submit(assignmentId, submitter, input.googleDocsLink, input.notes);
    if (!row) throw assignmentNotFound();
    return toSubmission(row);
  }

  async mine(user: AuthUser): Promise<Submission[]> {
    return (await this.repository.listBySubmitter(user.uid)).map(toSubmission);
  }

  async pending(): Promise<Submission[]> {
    return (await this.repository.listPending()).map(toSubmission);
  }

  async mark(user: AuthUser, id: string, input: MarkInput): Promise<Submission> {
    const row = await this.repository.markIfAllowed(id, user.uid, input.obtainedMarks, input.feedback);
    if (row) return toSubmission(row);
    // The write did not happen; read once to say which rule stopped it.
    const current = await this.repository.findById(id);
    if (!current) throw submissionNotFound();
    if (current.submitterUid === user.uid) throw cannotMarkOwn();
    if (current.status !== 'pending') throw alreadyMarked();
    if (input.obtainedMarks > current.marks) throw marksExceedTotal();
    throw alreadyMarked(); // Unreachable in practice: every rule above passed on re-read.
  }
}
