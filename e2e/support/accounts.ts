import { randomUUID } from 'node:crypto';

/** The Auth emulator the stack started (same for the app and the tests). */
const EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
export const EMULATOR_PROJECT_ID = 'demo-studyhub';

export interface TestAccount {
  email: string;
  password: string;
  displayName: string;
  uid: string;
  idToken: string;
}

/** A fresh email/password user in the real Auth emulator, unique per call. */
export async function createAccount(overrides: Partial<Pick<TestAccount, 'email' | 'password' | 'displayName'>> = {}) {
  const id = randomUUID().slice(0, 8);
  const body = {
    email: overrides.email ?? `user-${id}@studyhub.test`,
    password: overrides.password ?? 'Passw0rd!',
    displayName: overrides.displayName ?? `Test User ${id}`,
    returnSecureToken: true,
  };
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { localId: string; idToken: string };
  if (!response.ok) throw new Error(`Emulator sign-up failed: ${JSON.stringify(json)}`);
  return { email: body.email, password: body.password, displayName: body.displayName, uid: json.localId, idToken: json.idToken };
}

/** Seeded demo accounts (see api/src/seed/demo-users.ts). */
export const DEMO = { email: 'ada@studyhub.test', password: 'Passw0rd!', displayName: 'Ada Lovelace' };

/** The email verification links the emulator "mailed" to this address, oldest first. */
export async function verificationLinks(email: string): Promise<string[]> {
  const response = await fetch(`${EMULATOR}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; oobLink: string; requestType: string }[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL').map((code) => code.oobLink);
}
