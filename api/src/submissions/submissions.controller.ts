import { Body, Controller, Get, Inject, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import {
  MESSAGES,
  TOTAL_COUNT_HEADER,
  markSubmissionSchema,
  pageQuerySchema,
  submitAssignmentSchema,
  type Submission,
} from '@studyhub/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { FirebaseAuthGuard } from '../common/auth/firebase-auth.guard.js';
import type { AuthUser } from '../common/auth/firebase-auth.service.js';
import { UuidParamPipe } from '../common/validation/uuid-param.pipe.js';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe.js';
import { SubmissionsService, type SubmissionList } from './submissions.service.js';

const assignmentId = new UuidParamPipe('ASSIGNMENT_NOT_FOUND', MESSAGES.api.assignmentNotFound);
const submissionId = new UuidParamPipe('SUBMISSION_NOT_FOUND', MESSAGES.api.submissionNotFound);
const pageQuery = new ZodValidationPipe(pageQuerySchema);
type PageQuery = z.output<typeof pageQuerySchema>;

/** A plain array (what the spec's client reads); the total before paging goes in a header. */
function sendPage(reply: FastifyReply, { items, total }: SubmissionList): Submission[] {
  void reply.header(TOTAL_COUNT_HEADER, String(total));
  return items;
}

/** Every call here needs a user; paths are the spec's (submit lives under its assignment). */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class SubmissionsController {
  constructor(@Inject(SubmissionsService) private readonly service: SubmissionsService) {}

  /** 201 when a new pending submission was made, 200 when the caller's pending one was updated. */
  @Post('assignments/:id/submit')
  async submit(
    @CurrentUser() user: AuthUser,
    @Param('id', assignmentId) id: string,
    @Body(new ZodValidationPipe(submitAssignmentSchema)) body: z.output<typeof submitAssignmentSchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Submission> {
    const { submission, created } = await this.service.submit(user, id, body);
    void reply.status(created ? 201 : 200);
    return submission;
  }

  /** Only the caller's own submissions, whatever the client would filter; newest first. */
  @Get('submissions')
  async mine(
    @CurrentUser() user: AuthUser,
    @Query(pageQuery) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Submission[]> {
    return sendPage(reply, await this.service.mine(user, query));
  }

  /** Oldest first, so nobody's work waits forever. */
  @Get('submissions/pending')
  async pending(@Query(pageQuery) query: PageQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<Submission[]> {
    return sendPage(reply, await this.service.pending(query));
  }

  @Put('submissions/:id/mark')
  mark(
    @CurrentUser() user: AuthUser,
    @Param('id', submissionId) id: string,
    @Body(new ZodValidationPipe(markSubmissionSchema)) body: z.output<typeof markSubmissionSchema>,
  ): Promise<Submission> {
    return this.service.mark(user, id, body);
  }
}
