import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import {
  MESSAGES,
  TOTAL_COUNT_HEADER,
  assignmentListQuerySchema,
  createAssignmentSchema,
  deleteAssignmentSchema,
  updateAssignmentSchema,
  type Assignment,
} from '@studyhub/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { FirebaseAuthGuard } from '../common/auth/firebase-auth.guard.js';
import type { AuthUser } from '../common/auth/firebase-auth.service.js';
import { UuidParamPipe } from '../common/validation/uuid-param.pipe.js';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe.js';
import { AssignmentsService } from './assignments.service.js';

const assignmentId = new UuidParamPipe('ASSIGNMENT_NOT_FOUND', MESSAGES.api.assignmentNotFound);

@Controller('assignments')
export class AssignmentsController {
  constructor(@Inject(AssignmentsService) private readonly service: AssignmentsService) {}

  /** A plain array (what the spec's client reads); the total before paging goes in a header. */
  @Get()
  async list(
    @Query(new ZodValidationPipe(assignmentListQuerySchema)) query: z.output<typeof assignmentListQuerySchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Assignment[]> {
    const { items, total } = await this.service.list(query);
    void reply.header(TOTAL_COUNT_HEADER, String(total));
    return items;
  }

  @Get(':id')
  get(@Param('id', assignmentId) id: string): Promise<Assignment> {
    return this.service.get(id);
  }

  @Post()
  @UseGuards(FirebaseAuthGuard)
  create(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(createAssignmentSchema)) body: z.output<typeof createAssignmentSchema>,
  ): Promise<Assignment> {
    return this.service.create(user, body);
  }

  @Put(':id')
  @UseGuards(FirebaseAuthGuard)
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', assignmentId) id: string,
    @Body(new ZodValidationPipe(updateAssignmentSchema)) body: z.output<typeof updateAssignmentSchema>,
  ): Promise<Assignment> {
    return this.service.update(user, id, body);
  }

  /** The spec's client sends `{ userEmail }`; it is accepted and ignored (the token decides). */
  @Delete(':id')
  @HttpCode(200)
  @UseGuards(FirebaseAuthGuard)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', assignmentId) id: string,
    @Body(new ZodValidationPipe(deleteAssignmentSchema)) _body: unknown,
  ): Promise<{ message: string }> {
    await this.service.remove(user, id);
    return { message: MESSAGES.assignments.deletedBody };
  }
}
