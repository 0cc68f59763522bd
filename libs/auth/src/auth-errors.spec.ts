import { describe, expect, test } from '@jest/globals';
import { AUTH_ERROR_MESSAGES, AUTH_GENERIC_ERROR } from '@studyhub/contracts';
import { authErrorMessage } from './auth-errors';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  test('a wrong password reads as a sentence, not as a Firebase code', () => {
    expect(authErrorMessage(firebaseError('auth/invalid-credential'))).toBe('Incorrect email or password.');
  });

  test.each([
    'auth/email-already-in-use',
    'auth/popup-closed-by-user',
    'auth/popup-blocked',
    'auth/cancelled-popup-request',
    'auth/network-request-failed',
    'auth/too-many-requests',
    'auth/unauthorized-domain',
    'auth/invalid-api-key',
    'auth/multi-factor-auth-required',
    'auth/user-mismatch',
    'auth/password-does-not-meet-requirements',
  ] as const)('%s has its own readable message', (code) => {
    const message = authErrorMessage(firebaseError(code));
    expect(message).toBe(AUTH_ERROR_MESSAGES[code]);
    expect(message).not.toMatch(/auth\/|Firebase/);
  });

  test("a real project's long invalid-key code maps to the invalid-key message", () => {
    const error = firebaseError('auth/api-key-not-valid.-please-pass-a-valid-api-key.');
    expect(authErrorMessage(error)).toBe(AUTH_ERROR_MESSAGES['auth/invalid-api-key']);
  });

  test('unknown codes, plain errors and non-errors get the generic sentence', () => {
    expect(authErrorMessage(firebaseError('auth/something-new'))).toBe(AUTH_GENERIC_ERROR);
    expect(authErrorMessage(new Error('boom'))).toBe(AUTH_GENERIC_ERROR);
    expect(authErrorMessage(undefined)).toBe(AUTH_GENERIC_ERROR);
    expect(authErrorMessage({ code: 42 })).toBe(AUTH_GENERIC_ERROR);
  });
});
