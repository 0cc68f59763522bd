import { Controller, Inject, Res } from '@nestjs/common';
import { API, MESSAGES, type InputOf } from '@studyhub/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser, MaybeUser } from '../common/auth/current-user.decorator.js';
import type { AuthUser } from '../common/auth/firebase-auth.service.js';
import { Endpoint } from '../common/contract/endpoint.decorator.js';
import { Input } from '../common/contract/input.decorator.js';
import { sendPage } from '../common/contract/send-page.js';
import { AssignmentsService } from './assignments.service.js';

/** Paths, statuses, guards and input schemas come from each call's row in `API` (libs/contracts). */
@Controller()
export class AssignmentsController {
  constructor(@Inject(AssignmentsService) private readonly service: AssignmentsService) {}

  @Endpoint(API.listAssignments)
  async list(
    @MaybeUser() user: AuthUser | undefined,
    @Input() { query }: InputOf<typeof API.listAssignments>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendPage(reply, await this.service.list(query, user));
  }

  @Endpoint(API.getAssignment)
  get(@MaybeUser() user: AuthUser | undefined, @Input() { params }: InputOf<typeof API.getAssignment>) {
    return this.service.get(params.id, user);
  }

  @Endpoint(API.createAssignment)
  create(@CurrentUser() user: AuthUser, @Input() { body }: InputOf<typeof API.createAssignment>) {
    return this.service.create(user, body);
  }

  @Endpoint(API.updateAssignment)
  update(@CurrentUser() user: AuthUser, @Input() { params, body }: InputOf<typeof API.updateAssignment>) {
    return this.service.update(user, params.id, body);
  }

  @Endpoint(API.deleteAssignment)
  async remove(@CurrentUser() user: AuthUser, @Input() { params }: InputOf<typeof API.deleteAssignment>) {
    await this.service.remove(user, params.id);
    return { message: MESSAGES.assignments.deletedBody };
  }
}
