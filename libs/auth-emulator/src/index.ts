// The Firebase Auth emulator's REST API as the tests and benchmarks call it: one client, so the
// address, the demo project and each call are written once. npm start and the test runners start
// the emulator at DEFAULT_EMULATOR_HOST (libs/contracts/src/local-environment.ts);
// FIREBASE_AUTH_EMULATOR_HOST, which firebase-admin reads too, points elsewhere. The app signs in
// through the Firebase SDK, never through this client.
import { DEFAULT_EMULATOR_HOST, DEFAULT_FIREBASE_PROJECT_ID } from '@studyhub/contracts/web';
import { randomUUID } from 'node:crypto';

export { DEFAULT_EMULATOR_HOST };

/** The emulator's `demo-` project: served with no credentials and no network. */
export const DEFAULT_PROJECT_ID = DEFAULT_FIREBASE_PROJECT_ID;
/** The password of every account the tests and the demo data make. */
export const TEST_PASSWORD = 'Passw0rd!';

export interface EmulatorTarget {
  /** host:port; FIREBASE_AUTH_EMULATOR_HOST, else DEFAULT_EMULATOR_HOST. */
  host?: string;
  /** FIREBASE_PROJECT_ID, else DEFAULT_PROJECT_ID. */
  projectId?: string;
}

export const emulatorOrigin = ({ host }: EmulatorTarget = {}) =>
  `http://${host || process.env.FIREBASE_AUTH_EMULATOR_HOST || DEFAULT_EMULATOR_HOST}`;
export const emulatorProjectId = ({ projectId }: EmulatorTarget = {}) => projectId || process.env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID;

const ACCOUNTS = '/identitytoolkit.googleapis.com/v1';

/**
 * POSTs JSON and returns the answer's JSON, once more when the connection drops before an answer:
 * on a loaded machine a pooled keep-alive socket can be closed by the emulator just as it is reused
 * ("other side closed"). `body` is made again for the second try, so a sign-up names a new account.
 */
async function post<T>(target: EmulatorTarget, path: string, body: () => unknown, headers: Record<string, string> = {}): Promise<T> {
  const send = () =>
    fetch(`${emulatorOrigin(target)}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body()),
    });
  const response = await send().catch(send);
  const text = await response.text();
  if (!response.ok) throw new Error(`Emulator ${path.replace(/\?.*/, '')} failed (${response.status}): ${errorReason(text)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** The emulator's one-word reason (e.g. EMAIL_NOT_FOUND) when its answer carries one, else the answer. */
function errorReason(text: string): string {
  try {
    return (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text;
  } catch {
    return text;
  }
}

export interface EmulatorAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string | null;
  idToken: string;
}

export interface NewAccount extends EmulatorTarget {
  /** Default: `<emailPrefix>-<8 random characters>@studyhub.test`, new for each try. */
  email?: string;
  emailPrefix?: string;
  password?: string;
  /** null: an account without a name (its tokens carry none). */
  displayName?: string | null;
}

/** An email/password account, unique per call unless `email` is given. */
export async function signUp({ email, emailPrefix = 'user', password = TEST_PASSWORD, displayName = null, ...target }: NewAccount = {}) {
  let sent = '';
  const { localId, idToken } = await post<{ localId: string; idToken: string }>(target, `${ACCOUNTS}/accounts:signUp?key=any`, () => {
    sent = email ?? `${emailPrefix}-${randomUUID().slice(0, 8)}@studyhub.test`;
    return { email: sent, password, returnSecureToken: true, ...(displayName === null ? {} : { displayName }) };
  });
  // The emulator's sign-up stamps the login time (the token's auth_time) before it stamps when the
  // account's tokens become valid (validSince); both are whole seconds. When a second boundary
  // falls between the two stamps, the new token predates its own account, and firebase-admin's
  // revocation check refuses it: the API answers 401 to a user who has just signed up, and every
  // test sharing that user fails. Production Firebase stamps both at once. If the answer came in a
  // later second than the token's auth_time, a fresh sign-in gives a token stamped after both.
  const token = authTime(idToken) < Math.floor(Date.now() / 1000) ? await signIn(sent, password, target) : idToken;
  return { uid: localId, email: sent, password, displayName, idToken: token } satisfies EmulatorAccount;
}

/** The `auth_time` claim (seconds) of an emulator ID token (unsigned JWT). */
const authTime = (idToken: string): number =>
  (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as { auth_time: number }).auth_time;

/** An anonymous Firebase user: signed in, with no email and no name in its token. */
export async function signUpAnonymous(target: EmulatorTarget = {}): Promise<{ uid: string; idToken: string }> {
  const { localId, idToken } = await post<{ localId: string; idToken: string }>(target, `${ACCOUNTS}/accounts:signUp?key=any`, () => ({
    returnSecureToken: true,
  }));
  return { uid: localId, idToken };
}

/** A fresh ID token for an existing account. */
export async function signIn(email: string, password = TEST_PASSWORD, target: EmulatorTarget = {}): Promise<string> {
  const { idToken } = await post<{ idToken: string }>(target, `${ACCOUNTS}/accounts:signInWithPassword?key=any`, () => ({
    email,
    password,
    returnSecureToken: true,
  }));
  return idToken;
}

/** Asks the emulator to "mail" the account's email verification link. */
export async function sendVerificationEmail(idToken: string, target: EmulatorTarget = {}): Promise<void> {
  await post(target, `${ACCOUNTS}/accounts:sendOobCode?key=any`, () => ({ requestType: 'VERIFY_EMAIL', idToken }));
}

/** The links the emulator "mailed" to `email` for `requestType`, oldest first. */
export async function mailedLinks(email: string, requestType = 'VERIFY_EMAIL', target: EmulatorTarget = {}): Promise<string[]> {
  const response = await fetch(`${emulatorOrigin(target)}/emulator/v1/projects/${emulatorProjectId(target)}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; oobLink: string; requestType: string }[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === requestType).map((code) => code.oobLink);
}

/** What an administrator does in the Firebase console: update (e.g. disable) or delete an account. */
export async function administer(action: 'update' | 'delete', body: Record<string, unknown>, target: EmulatorTarget = {}): Promise<void> {
  await post(target, `${ACCOUNTS}/projects/${emulatorProjectId(target)}/accounts:${action}`, () => body, { Authorization: 'Bearer owner' });
}
