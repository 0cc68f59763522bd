import { Controller, Inject, Res } from '@nestjs/common';
import { API, type InputOf } from '@studyhub/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import type { AuthUser } from '../common/auth/firebase-auth.service.js';
import { Endpoint } from '../common/contract/endpoint.decorator.js';
import { Input } from '../common/contract/input.decorator.js';
import { sendPage } from '../common/contract/send-page.js';
import { toNotification } from './notification.mapper.js';
import { NotificationsRepository } from './notifications.repository.js';

/** Only ever the caller's own notifications: every query is keyed by the token's uid. */
@Controller()
export class NotificationsController {
  constructor(@Inject(NotificationsRepository) private readonly repository: NotificationsRepository) {}

  @Endpoint(API.myNotifications)
  async list(
    @CurrentUser() user: AuthUser,
    @Input() { query }: InputOf<typeof API.myNotifications>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { unread, ...paging } = query;
    const page = await this.repository.list(user.uid, unread === 'true', paging);
    return sendPage(reply, { items: page.rows.map(toNotification), total: page.total, exact: page.exact });
  }

  @Endpoint(API.unreadNotifications)
  async unread(@CurrentUser() user: AuthUser) {
    return { unread: await this.repository.unread(user.uid) };
  }

  @Endpoint(API.readNotifications)
  async read(@CurrentUser() user: AuthUser, @Input() { body }: InputOf<typeof API.readNotifications>) {
    return { unread: await this.repository.read(user.uid, body.ids) };
  }
}
