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

/**
 * POST to the emulator, once more when the connection drops before an answer: on a loaded machine a
 * pooled keep-alive socket can be closed by the emulator just as it is reused ("other side closed").
 * Each sign-up names a new account, so a second try never meets the first.
 */
async function postToEmulator(path: string, body: () => unknown): Promise<Response> {
  const send = () =>
    fetch(`${emulator()}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body()) });
  try {
    return await send();
  } catch {
    return send();
  }
}

/** `displayName: null` makes an account without a name (its token carries none). */
export async function signUp(displayName: string | null = 'Test User'): Promise<TestUser> {
  let email = '';
  const response = await postToEmulator('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any', () => {
    email = `api-${randomUUID().slice(0, 8)}@studyhub.test`;
    return { email, password: 'Passw0rd!', returnSecureToken: true, ...(displayName ? { displayName } : {}) };
  });
  const json = (await response.json()) as { localId: string; idToken: string };
  if (!response.ok) throw new Error(`Emulator sign-up failed (${response.status}): ${JSON.stringify(json)}`);
  return { uid: json.localId, email, name: displayName ?? '', token: json.idToken };
}

export async function signUpMany(count: number, prefix = 'Marker'): Promise<TestUser[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => signUp(`${prefix} ${i + 1}`)));
}
