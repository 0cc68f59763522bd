import { ASSIGNMENT_LIMITS, MESSAGES, cleanDisplayName } from '@studyhub/contracts';
import type { AuthUser } from './firebase-auth.service.js';

/**
 * The name shown beside an assignment or submission. The token's name wins; an account without
 * one (e.g. created before its profile was filled) may offer a name in the body, since a name
 * is cosmetic and never used to decide anything; failing both, 'Anonymous'. Either is
 * cleaned first: a token's name is whatever its user typed (controls, bidi overrides, any length).
 */
export function displayName(user: AuthUser, offered?: string): string {
  const clean = (name: string | undefined) => cleanDisplayName(name ?? '', ASSIGNMENT_LIMITS.nameMax);
  return clean(user.name) || clean(offered) || MESSAGES.assignments.anonymous;
}
