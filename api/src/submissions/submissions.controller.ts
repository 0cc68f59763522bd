import { Controller, Inject, Res } from '@nestjs/common';
import { API, type InputOf } from '@studyhub/contracts';
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
  async mine(@CurrentUser() user: AuthUser, @Input() { query }: InputOf<typeof API.mySubmissions>, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendPage(reply, await this.service.mine(user, query));
  }

  /** Oldest first, so nobody's work waits forever. */
  @Endpoint(API.pendingSubmissions)
  async pending(@Input() { query }: InputOf<typeof API.pendingSubmissions>, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendPage(reply, await this.service.pending(query));
  }

  @Endpoint(API.markSubmission)
  mark(@CurrentUser() user: AuthUser, @Input() { params, body }: InputOf<typeof API.markSubmission>) {
    return this.service.mark(user, params.id, body);
  }
}
