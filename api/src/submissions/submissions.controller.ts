import { Controller, Inject, Res } from '@nestjs/common';
import { API, MESSAGES, type InputOf } from '@studyhub/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import type { AuthUser } from '../common/auth/firebase-auth.service.js';
import { Endpoint } from '../common/contract/endpoint.decorator.js';
import { Input } from '../common/contract/input.decorator.js';
import { sendPage } from '../common/contract/send-page.js';
import { SubmissionsService } from './submissions.service.js';

/** Paths, statuses, guards and input schemas come from each call's row in `API` (libs/contracts). */
@Controller()
export class SubmissionsController {
  constructor(@Inject(SubmissionsService) private readonly service: SubmissionsService) {}

  /** 201 when a new pending submission was made, 200 when the caller's pending one was updated. */
  @Endpoint(API.submitAssignment)
  async submit(
    @CurrentUser() user: AuthUser,
    @Input() { params, body }: InputOf<typeof API.submitAssignment>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { submission, created } = await this.service.submit(user, params.id, body);
    void reply.status(created ? 201 : 200);
    return submission;
  }

  /** Only the caller's own submissions, whatever the client would filter; newest first. */
  @Endpoint(API.mySubmissions)
  async mine(
    @CurrentUser() user: AuthUser,
    @Input() { query }: InputOf<typeof API.mySubmissions>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendPage(reply, await this.service.mine(user, query));
  }

  /** The caller's own first, then oldest first, so nobody's work waits forever. */
  @Endpoint(API.pendingSubmissions)
  async pending(
    @CurrentUser() user: AuthUser,
    @Input() { query }: InputOf<typeof API.pendingSubmissions>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendPage(reply, await this.service.pending(user, query));
  }

  @Endpoint(API.withdrawSubmission)
  async withdraw(@CurrentUser() user: AuthUser, @Input() { params }: InputOf<typeof API.withdrawSubmission>) {
    await this.service.withdraw(user, params.id);
    return { message: MESSAGES.api.submissionWithdrawn };
  }

  @Endpoint(API.assignmentSubmissions)
  async forAssignment(
    @CurrentUser() user: AuthUser,
    @Input() { params, query }: InputOf<typeof API.assignmentSubmissions>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendPage(reply, await this.service.forAssignment(user, params.id, query));
  }

  @Endpoint(API.submissionCounts)
  counts(@CurrentUser() user: AuthUser, @Input() { params }: InputOf<typeof API.submissionCounts>) {
    return this.service.counts(user, params.id);
  }

  @Endpoint(API.markSubmission)
  mark(@CurrentUser() user: AuthUser, @Input() { params, body }: InputOf<typeof API.markSubmission>) {
    return this.service.mark(user, params.id, body);
  }
}
