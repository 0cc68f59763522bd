import { MESSAGES } from '@studyhub/contracts';
import { ApiException } from '../errors/api-exception.js';
import type { AuthUser } from './firebase-auth.service.js';

/**
 * Creating, submitting, reading the grading queue and marking need an account that belongs to a
 * reachable person: one with an email (not an anonymous sign-in), verified where the config asks
 * for it (REQUIRE_VERIFIED_EMAIL; on by default outside the Auth emulator), since accounts are free
 * and an unverified address proves nothing.
 */
export function requireEmail(user: AuthUser): void {
  if (!user.email) throw new ApiException(403, 'EMAIL_REQUIRED', MESSAGES.api.emailRequired);
  if (!user.emailConfirmed) throw new ApiException(403, 'EMAIL_NOT_VERIFIED', MESSAGES.api.emailNotVerified);
}
