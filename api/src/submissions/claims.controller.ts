import { Controller, Inject } from '@nestjs/common';
import { API, MESSAGES, type InputOf } from '@studyhub/contracts';
import { displayName } from '../common/auth/display-name.js';
import { requireEmail } from '../common/auth/require-email.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import type { AuthUser } from '../common/auth/firebase-auth.service.js';
import { Endpoint } from '../common/contract/endpoint.decorator.js';
import { Input } from '../common/contract/input.decorator.js';
import { toClaim } from './claim.mapper.js';
import { ClaimsRepository } from './claims.repository.js';
import { Refusal } from '../common/errors/refusal.js';

const REFUSALS = {
  'not-found': 'SUBMISSION_NOT_FOUND',
  own: 'CANNOT_MARK_OWN_SUBMISSION',
  'not-pending': 'SUBMISSION_ALREADY_MARKED',
} as const;

@Controller()
export class ClaimsController {
  constructor(@Inject(ClaimsRepository) private readonly repository: ClaimsRepository) {}

  /** Those who may mark may claim (requireEmail, as for marking). */
  @Endpoint(API.claimSubmission)
  async claim(@CurrentUser() user: AuthUser, @Input() { params }: InputOf<typeof API.claimSubmission>) {
    requireEmail(user);
    const outcome = await this.repository.claim(params.id, { uid: user.uid, name: displayName(user) });
    if (typeof outcome === 'string') throw new Refusal(REFUSALS[outcome]);
    return toClaim(outcome.claim, outcome.anonymous, user.uid);
  }

  @Endpoint(API.releaseClaim)
  async release(@CurrentUser() user: AuthUser, @Input() { params }: InputOf<typeof API.releaseClaim>) {
    if (!(await this.repository.release(params.id, user.uid))) throw new Refusal('SUBMISSION_NOT_FOUND');
    return { message: MESSAGES.api.claimReleased };
  }
}
