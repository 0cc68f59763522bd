// Tokens the emulator would never hand out, made by hand: under the emulator firebase-admin checks
// claims (exp, aud, iss) and that the user exists, but not the signature, so an edited payload of a
// real token is exactly "the same user, expired" or "the same user, another project".
import { randomUUID } from 'node:crypto';
import { signUpAnonymous as emulatorSignUpAnonymous } from '@studyhub/auth-emulator';
import type { TestUser } from './accounts.js';

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** The token with its payload claims replaced (header and signature kept). */
export function withClaims(token: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return [header, base64url(JSON.stringify({ ...decoded, ...claims })), signature ?? ''].join('.');
}

const now = () => Math.floor(Date.now() / 1000);

/** Issued two hours ago, expired an hour ago. */
export const expiredToken = (user: TestUser) => withClaims(user.token, { iat: now() - 7200, auth_time: now() - 7200, exp: now() - 3600 });

/** A well-formed token of the same user, minted for another Firebase project. */
export function otherProjectToken(user: TestUser, projectId = 'demo-some-other-project'): string {
  return withClaims(user.token, { aud: projectId, iss: `https://securetoken.google.com/${projectId}` });
}

/** Three dot-separated parts that are not a JWT. */
export const malformedToken = () => `${randomUUID()}.not-base64!.${randomUUID()}`;

/** An anonymous Firebase user: signed in, but with no email and no name in its token. */
export async function signUpAnonymous(): Promise<Pick<TestUser, 'uid' | 'token'>> {
  const { uid, idToken } = await emulatorSignUpAnonymous();
  return { uid, token: idToken };
}
