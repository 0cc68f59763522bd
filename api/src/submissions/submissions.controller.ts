import { Body, Controller, Get, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { MESSAGES, markSubmissionSchema, submitAssignmentSchema, type Submission } from '@studyhub/contracts';
import type { z } from 'zod';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { FirebaseAuthGuard } from '../common/auth/firebase-auth.guard.js';
import type { AuthUser } from '../common/auth/firebase-auth.service.js';
import { UuidParamPipe } from '../common/validation/uuid-param.pipe.js';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe.js';
import { SubmissionsService } from './submissions.service.js';

const assignmentId = new UuidParamPipe('ASSIGNMENT_NOT_FOUND', MESSAGES.api.assignmentNotFound);
const submissionId = new UuidParamPipe('SUBMISSION_NOT_FOUND', MESSAGES.api.submissionNotFound);

/** Every call here needs a user; paths are the spec's (submit lives under its assignment). */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class SubmissionsController {
  constructor(@Inject(SubmissionsService) private readonly service: SubmissionsService) {}

  @Post('assignments/:id/submit')
  submit(
    @CurrentUser() user: AuthUser,
    @Param('id', assignmentId) id: string,
    @Body(new ZodValidationPipe(submitAssignmentSchema)) body: z.output<typeof submitAssignmentSchema>,
  ): Promise<Submission> {
    return this.service.submit(user, id, body);
  }

  /** Only the caller's own submissions, whatever the client would filter. */
  @Get('submissions')
  mine(@CurrentUser() user: AuthUser): Promise<Submission[]> {
    return this.service.mine(user);
  }

  @Get('submissions/pending')
  pending(): Promise<Submission[]> {
    return this.service.pending();
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
