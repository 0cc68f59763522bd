import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from './firebase-auth.guard.js';
import type { AuthUser } from './firebase-auth.service.js';

/** The verified caller, set by FirebaseAuthGuard (use only on guarded handlers). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser => context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);

/** The verified caller on an `auth: 'optional'` call, or undefined for a guest. */
export const MaybeUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | undefined =>
    context.switchToHttp().getRequest<Partial<AuthenticatedRequest>>().user,
);
