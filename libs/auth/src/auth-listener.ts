import type { Dispatch } from '@reduxjs/toolkit';
import type { User } from 'firebase/auth';
import { userChanged, type SessionUser } from './auth.slice.js';
import { firebase, firebaseRequested, firebaseWhenRequested } from './firebase.js';
import { hasSavedSession } from './saved-session.js';

export function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    providerId: user.providerData[0]?.providerId ?? 'password',
    emailVerified: user.emailVerified,
  };
}

/**
 * Keeps the store's user in step with Firebase. ID-token changes include sign-in, sign-out and
 * profile refreshes (`getIdToken(true)` after `updateProfile`), so the UI sees a new name at once.
 * A guest (no saved session) is reported at once and the SDK is not loaded for them: the listener
 * subscribes when a sign-in first asks for Firebase. Resolves to the unsubscribe function then.
 */
export async function startAuthListener(dispatch: Dispatch): Promise<() => void> {
  if (await hasSavedSession()) void firebase();
  else if (!firebaseRequested()) dispatch(userChanged(null));
  const { auth, sdk } = await firebaseWhenRequested();
  return sdk.onIdTokenChanged(auth, (user) => {
    dispatch(userChanged(user ? toSessionUser(user) : null));
  });
}
