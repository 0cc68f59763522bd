import { Controller, Inject, Res } from '@nestjs/common';
import { API, type InputOf } from '@studyhub/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser, MaybeUser } from '../common/auth/current-user.decorator.js';
import type { AuthUser } from '../common/auth/firebase-auth.service.js';
import { Endpoint } from '../common/contract/endpoint.decorator.js';
import { Input } from '../common/contract/input.decorator.js';
import { GroupsService } from './groups.service.js';

/** An invite link as its holder uses it: see where it leads, then join. */
@Controller()
export class InvitesController {
  constructor(@Inject(GroupsService) private readonly service: GroupsService) {}

  @Endpoint(API.getInvite)
  preview(@MaybeUser() user: AuthUser | undefined, @Input() { params }: InputOf<typeof API.getInvite>) {
    return this.service.preview(params.token, user);
  }

  /** 201 when the caller joined, 200 when they were in already. */
  @Endpoint(API.acceptInvite)
  async accept(
    @CurrentUser() user: AuthUser,
    @Input() { params }: InputOf<typeof API.acceptInvite>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { group, joined } = await this.service.accept(user, params.token);
    void reply.status(joined ? 201 : 200);
    return group;
  }
}
