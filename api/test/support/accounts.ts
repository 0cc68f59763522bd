// Real users in the Firebase Auth emulator (REST), unique per call: no global wipe, so runs
// sharing one emulator (this suite, the browser tests, npm start) never disturb each other.
import { signUp as emulatorSignUp } from '@studyhub/auth-emulator';

export interface TestUser {
  uid: string;
  email: string;
  name: string;
  token: string;
}

/** `displayName: null` makes an account without a name (its token carries none). */
export async function signUp(displayName: string | null = 'Test User'): Promise<TestUser> {
  const account = await emulatorSignUp({ emailPrefix: 'api', displayName });
  return { uid: account.uid, email: account.email, name: displayName ?? '', token: account.idToken };
}

export async function signUpMany(count: number, prefix = 'Marker'): Promise<TestUser[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => signUp(`${prefix} ${i + 1}`)));
}
