import { Controller, Inject, Res } from '@nestjs/common';
import { API, MESSAGES, type InputOf } from '@studyhub/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import type { AuthUser } from '../common/auth/firebase-auth.service.js';
import { Endpoint } from '../common/contract/endpoint.decorator.js';
import { Input } from '../common/contract/input.decorator.js';
import { sendPage } from '../common/contract/send-page.js';
import { GroupsService } from './groups.service.js';

/** Paths, statuses, guards and input schemas come from each call's row in `API` (libs/contracts). */
@Controller()
export class GroupsController {
  constructor(@Inject(GroupsService) private readonly service: GroupsService) {}

  @Endpoint(API.myGroups)
  async mine(
    @CurrentUser() user: AuthUser,
    @Input() { query }: InputOf<typeof API.myGroups>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendPage(reply, await this.service.mine(user, query));
  }

  @Endpoint(API.createGroup)
  create(@CurrentUser() user: AuthUser, @Input() { body }: InputOf<typeof API.createGroup>) {
    return this.service.create(user, body);
  }

  @Endpoint(API.getGroup)
  get(@CurrentUser() user: AuthUser, @Input() { params }: InputOf<typeof API.getGroup>) {
    return this.service.get(user, params.id);
  }

  @Endpoint(API.updateGroup)
  update(@CurrentUser() user: AuthUser, @Input() { params, body }: InputOf<typeof API.updateGroup>) {
    return this.service.update(user, params.id, body);
  }

  @Endpoint(API.deleteGroup)
  async remove(@CurrentUser() user: AuthUser, @Input() { params }: InputOf<typeof API.deleteGroup>) {
    await this.service.remove(user, params.id);
    return { message: MESSAGES.api.groupDeleted };
  }

  @Endpoint(API.groupMembers)
  async members(
    @CurrentUser() user: AuthUser,
    @Input() { params, query }: InputOf<typeof API.groupMembers>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendPage(reply, await this.service.members(user, params.id, query));
  }

  @Endpoint(API.setMemberRole)
  setRole(@CurrentUser() user: AuthUser, @Input() { params, body }: InputOf<typeof API.setMemberRole>) {
    return this.service.setRole(user, params.id, params.uid, body);
  }

  @Endpoint(API.removeMember)
  removeMember(@CurrentUser() user: AuthUser, @Input() { params }: InputOf<typeof API.removeMember>) {
    return this.service.removeMember(user, params.id, params.uid);
  }

  @Endpoint(API.transferGroup)
  transfer(@CurrentUser() user: AuthUser, @Input() { params, body }: InputOf<typeof API.transferGroup>) {
    return this.service.transfer(user, params.id, body.uid);
  }

  @Endpoint(API.groupInvites)
  async invites(
    @CurrentUser() user: AuthUser,
    @Input() { params, query }: InputOf<typeof API.groupInvites>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendPage(reply, await this.service.invites(user, params.id, query));
  }

  @Endpoint(API.createInvite)
  createInvite(@CurrentUser() user: AuthUser, @Input() { params, body }: InputOf<typeof API.createInvite>) {
    return this.service.createInvite(user, params.id, body);
  }

  @Endpoint(API.revokeInvite)
  revokeInvite(@CurrentUser() user: AuthUser, @Input() { params }: InputOf<typeof API.revokeInvite>) {
    return this.service.revokeInvite(user, params.id, params.invite);
  }
}
