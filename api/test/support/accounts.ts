// Real users in the Firebase Auth emulator (REST), unique per call: no global wipe, so runs
// sharing one emulator (this suite, the browser tests, npm start) never disturb each other.
import { randomUUID } from 'node:crypto';

export interface TestUser {
  uid: string;
  email: string;
  name: string;
  token: string;
}

const emulator = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

/** `displayName: null` makes an account without a name (its token carries none). */
export async function signUp(displayName: string | null = 'Test User'): Promise<TestUser> {
  const id = randomUUID().slice(0, 8);
  const email = `api-${id}@studyhub.test`;
  const response = await fetch(`${emulator()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Passw0rd!', returnSecureToken: true, ...(displayName ? { displayName } : {}) }),
  });
  const json = (await response.json()) as { localId: string; idToken: string };
  if (!response.ok) throw new Error(`Emulator sign-up failed (${response.status}): ${JSON.stringify(json)}`);
  return { uid: json.localId, email, name: displayName ?? '', token: json.idToken };
}

export async function signUpMany(count: number, prefix = 'Marker'): Promise<TestUser[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => signUp(`${prefix} ${i + 1}`)));
}
