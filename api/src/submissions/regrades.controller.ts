import { Controller, Inject } from '@nestjs/common';
import { API, MESSAGES, type InputOf } from '@studyhub/contracts';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import type { AuthUser } from '../common/auth/firebase-auth.service.js';
import { Endpoint } from '../common/contract/endpoint.decorator.js';
import { Input } from '../common/contract/input.decorator.js';
import { RegradesService } from './regrades.service.js';

/** A grade's history and its contest. Paths, statuses, guards and inputs come from each row of `API`. */
@Controller()
export class RegradesController {
  constructor(@Inject(RegradesService) private readonly service: RegradesService) {}

  @Endpoint(API.submissionHistory)
  history(@CurrentUser() user: AuthUser, @Input() { params }: InputOf<typeof API.submissionHistory>) {
    return this.service.history(user, params.id);
  }

  @Endpoint(API.requestRegrade)
  async request(@CurrentUser() user: AuthUser, @Input() { params, body }: InputOf<typeof API.requestRegrade>) {
    await this.service.request(user, params.id, body);
    return { message: MESSAGES.api.regradeRequested };
  }

  @Endpoint(API.answerRegrade)
  answer(@CurrentUser() user: AuthUser, @Input() { params, body }: InputOf<typeof API.answerRegrade>) {
    return this.service.answer(user, params.id, body);
  }
}
