import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { MESSAGES } from '@studyhub/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../errors/api-exception.js';
import { FirebaseAuthService, type AuthUser } from './firebase-auth.service.js';

export type AuthenticatedRequest = FastifyRequest & { user: AuthUser };

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer <token>` header (the guard and the rate limiter read it alike). */
export const bearerToken = (header: string | undefined): string | undefined => (header ? BEARER.exec(header)?.[1] : undefined);

/** Requires `Authorization: Bearer <Firebase ID token>` and puts the verified caller on the request. */
@Injectable()
export class FirebaseAuthGuard implements CanActivate {
  constructor(@Inject(FirebaseAuthService) private readonly auth: FirebaseAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!request.headers.authorization) throw new ApiException(401, 'UNAUTHENTICATED', MESSAGES.api.unauthenticated);
    request.user = await verifyCaller(this.auth, request.headers.authorization);
    return true;
  }
}

/**
 * For calls open to guests that answer a signed-in caller with their own view (`auth: 'optional'`):
 * no header, a guest; a header, which must then hold a valid token (a stale one gets 401, so the
 * client refreshes it instead of silently seeing the guest's view).
 */
@Injectable()
export class OptionalFirebaseAuthGuard implements CanActivate {
  constructor(@Inject(FirebaseAuthService) private readonly auth: FirebaseAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    if (request.headers.authorization) request.user = await verifyCaller(this.auth, request.headers.authorization);
    return true;
  }
}

async function verifyCaller(auth: FirebaseAuthService, header: string): Promise<AuthUser> {
  const token = bearerToken(header);
  if (!token) throw new ApiException(401, 'INVALID_TOKEN', MESSAGES.api.invalidToken);
  try {
    return await auth.verify(token);
  } catch (error) {
    // The identity provider did not answer (revocation is checked with it): the token may well
    // be good, so "log in again" would be wrong; the caller may retry.
    if (providerUnavailable(error)) throw new ApiException(503, 'SERVICE_UNAVAILABLE', MESSAGES.api.serviceUnavailable);
    // The reason (expired, wrong project, garbage) is not the caller's business beyond "log in again".
    throw new ApiException(401, 'INVALID_TOKEN', MESSAGES.api.invalidToken);
  }
}

/** firebase-admin's codes for "could not reach or get an answer from the identity provider". */
const PROVIDER_DOWN = new Set(['app/network-error', 'app/network-timeout', 'app/internal-error', 'auth/internal-error']);

function providerUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && PROVIDER_DOWN.has(code);
}
