import { MESSAGES } from '@studyhub/contracts';
import type { AuthUser } from './firebase-auth.service.js';

/**
 * The name shown beside an assignment or submission. The token's name wins; an account without
 * one (e.g. created before its profile was filled) may offer a name in the body, since a name
 * is cosmetic and never used to decide anything; failing both, the spec's 'Anonymous'.
 */
export function displayName(user: AuthUser, offered?: string): string {
  const fromBody = offered?.trim().slice(0, 100);
  return user.name ?? (fromBody || MESSAGES.assignments.anonymous);
}
