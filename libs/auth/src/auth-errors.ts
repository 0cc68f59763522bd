import { AUTH_ERROR_MESSAGES, AUTH_GENERIC_ERROR } from '@studyhub/contracts/web';
import type { AuthErrorCode } from '@studyhub/contracts';

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function isKnownCode(code: string): code is AuthErrorCode {
  return Object.hasOwn(AUTH_ERROR_MESSAGES, code);
}

/**
 * A sentence a user can act on for a failed Firebase Auth call. Firebase's own messages read
 * like "Firebase: Error (auth/invalid-credential)." and are never shown as they are.
 */
export function authErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (!code) return AUTH_GENERIC_ERROR;
  if (isKnownCode(code)) return AUTH_ERROR_MESSAGES[code];
  // Real projects answer a bad key with "auth/api-key-not-valid.-please-pass-a-valid-api-key.".
  if (code.startsWith('auth/api-key-not-valid')) return AUTH_ERROR_MESSAGES['auth/invalid-api-key'];
  return AUTH_GENERIC_ERROR;
}
