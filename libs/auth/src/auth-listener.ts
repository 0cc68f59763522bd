import type { Dispatch } from '@reduxjs/toolkit';
import type { User } from 'firebase/auth';
import { userChanged, type SessionUser } from './auth.slice.js';
import { firebase } from './firebase.js';

export function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    providerId: user.providerData[0]?.providerId ?? 'password',
  };
}

/**
 * Keeps the store's user in step with Firebase. ID-token changes include sign-in, sign-out and
 * profile refreshes (`getIdToken(true)` after `updateProfile`), so the UI sees a new name at once.
 * Resolves to the unsubscribe function once the SDK has loaded.
 */
export async function startAuthListener(dispatch: Dispatch): Promise<() => void> {
  const { auth, sdk } = await firebase();
  return sdk.onIdTokenChanged(auth, (user) => {
    dispatch(userChanged(user ? toSessionUser(user) : null));
  });
}
