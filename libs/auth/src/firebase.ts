import type { Auth } from 'firebase/auth';
import { hasSavedSession } from './saved-session.js';
import { webEnv } from './web-env.js';

export type FirebaseAuthSdk = typeof import('firebase/auth');

export interface FirebaseSession {
  auth: Auth;
  sdk: FirebaseAuthSdk;
}

let session: Promise<FirebaseSession> | undefined;
let requested: () => void;
const firstRequest = new Promise<void>((resolve) => {
  requested = resolve;
});

/**
 * The one Firebase Auth instance of the page (only the shell's @studyhub/auth, a federation
 * singleton, loads it), loaded on first use rather than with the first page: the SDK is ~45 KB
 * gzip, and a guest needs it only to sign in. `initializeAuth` without a popup resolver also
 * keeps Google's gapi script from being fetched at start; the popup sign-in passes the resolver.
 */
export function firebase(): Promise<FirebaseSession> {
  requested();
  session ??= (async () => {
    const [{ getApp, getApps, initializeApp }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    const app = getApps().length ? getApp() : initializeApp(webEnv.firebase);
    const auth = sdk.initializeAuth(app, {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
    });
    if (webEnv.authEmulatorHost) {
      sdk.connectAuthEmulator(auth, `http://${webEnv.authEmulatorHost}`, { disableWarnings: true });
    }
    return { auth, sdk };
  })();
  return session;
}

/**
 * Starts loading the SDK ahead of a sign-in, when a guest turns to an auth form: by the time they
 * submit it is there. A failure here is left to the action, which reports it.
 */
export function prepareSignIn(): void {
  firebase().catch(() => undefined);
}

/** Whether something on the page has asked for Firebase yet (a sign-in, a saved session). */
export const firebaseRequested = (): boolean => session !== undefined;

/** The session once something else has asked for it: how a guest's page learns of a sign-in. */
export async function firebaseWhenRequested(): Promise<FirebaseSession> {
  await firstRequest;
  return firebase();
}

/**
 * The signed-in user's ID token for API calls, or null for a guest (after the saved session is
 * restored). A guest with no saved session gets null without the SDK being loaded for it.
 */
export async function currentIdToken(): Promise<string | null> {
  if (!firebaseRequested() && !(await hasSavedSession())) return null;
  const { auth } = await firebase();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}
