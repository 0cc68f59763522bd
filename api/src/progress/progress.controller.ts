import { Controller, Inject } from '@nestjs/common';
import { API, type InputOf } from '@studyhub/contracts';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import type { AuthUser } from '../common/auth/firebase-auth.service.js';
import { Endpoint } from '../common/contract/endpoint.decorator.js';
import { Input } from '../common/contract/input.decorator.js';
import { ProgressService } from './progress.service.js';

/** Path, guard and query schema come from the call's row in `API` (libs/contracts). */
@Controller()
export class ProgressController {
  constructor(@Inject(ProgressService) private readonly service: ProgressService) {}

  @Endpoint(API.myProgress)
  mine(@CurrentUser() user: AuthUser, @Input() { query }: InputOf<typeof API.myProgress>) {
    return this.service.mine(user, query);
  }
}
