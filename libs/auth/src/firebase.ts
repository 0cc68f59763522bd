import type { Auth } from 'firebase/auth';
import { webEnv } from './web-env.js';

export type FirebaseAuthSdk = typeof import('firebase/auth');

export interface FirebaseSession {
  auth: Auth;
  sdk: FirebaseAuthSdk;
}

let session: Promise<FirebaseSession> | undefined;

/**
 * The one Firebase Auth instance of the page (firebase is a federation singleton), loaded on first
 * use rather than with the first page: the SDK is ~35 KB gzip and the home page does not need it
 * to paint. `initializeAuth` without a popup resolver also keeps Google's gapi script from being
 * fetched at start; the popup sign-in passes the resolver itself.
 */
export function firebase(): Promise<FirebaseSession> {
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

/** The signed-in user's ID token for API calls, or null for a guest (after the saved session is restored). */
export async function currentIdToken(): Promise<string | null> {
  const { auth } = await firebase();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}
