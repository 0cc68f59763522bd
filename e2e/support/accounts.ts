import { mailedLinks, signUp, TEST_PASSWORD } from '@studyhub/auth-emulator';

export interface TestAccount {
  email: string;
  password: string;
  displayName: string;
  uid: string;
  idToken: string;
}

/** A fresh email/password user in the real Auth emulator, unique per call. */
export async function createAccount(
  overrides: Partial<Pick<TestAccount, 'email' | 'password' | 'displayName'>> = {},
): Promise<TestAccount> {
  const displayName = overrides.displayName ?? `Test User ${Math.random().toString(36).slice(2, 10)}`;
  const account = await signUp({ ...overrides, displayName });
  return { email: account.email, password: account.password, displayName, uid: account.uid, idToken: account.idToken };
}

/** Seeded demo accounts (see api/src/seed/demo-users.ts). */
export const DEMO = { email: 'ada@studyhub.test', password: TEST_PASSWORD, displayName: 'Ada Lovelace' };

/** The email verification links the emulator "mailed" to this address, oldest first. */
export const verificationLinks = (email: string) => mailedLinks(email);
