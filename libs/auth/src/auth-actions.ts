import type { Dispatch } from '@reduxjs/toolkit';
import type { LoginInput, ProfileInput, RegisterInput } from '@studyhub/contracts';
import { toSessionUser } from './auth-listener.js';
import { authActionEnded, authActionStarted, signOutStarted, userChanged } from './auth.slice.js';
import { firebase } from './firebase.js';

/**
 * Runs a sign-up, sign-in or sign-out with the store's loading flag raised for exactly its
 * duration, success or failure. Errors reach the caller unchanged; screens turn
 * them into sentences with `authErrorMessage`.
 */
export async function runAuthAction<T>(dispatch: Dispatch, action: () => Promise<T>): Promise<T> {
  dispatch(authActionStarted());
  try {
    return await action();
  } finally {
    dispatch(authActionEnded());
  }
}

export function signIn(dispatch: Dispatch, { email, password }: LoginInput) {
  return runAuthAction(dispatch, async () => {
    const { auth, sdk } = await firebase();
    return sdk.signInWithEmailAndPassword(auth, email, password);
  });
}

/**
 * Creates the account with its name and photo, mails the email verification link (creating,
 * submitting and grading need a verified address on a real project), then signs out again: a new user is sent
 * to the login page after 'Registration successful!', and a session that is already open there
 * would contradict the screen. Signing out also when the profile write fails keeps the two
 * outcomes alike (the account exists either way; the name can be set on the profile page).
 */
export function registerAccount(dispatch: Dispatch, { name, email, photoURL, password }: RegisterInput) {
  return runAuthAction(dispatch, async () => {
    const { auth, sdk } = await firebase();
    const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
    try {
      // No photo means leaving the field out: the emulator refuses null ("photoUrl must be string").
      await sdk.updateProfile(user, photoURL ? { displayName: name, photoURL } : { displayName: name });
      // A lost email is not a failed registration: the profile page sends the link again.
      await sdk.sendEmailVerification(user).catch(() => undefined);
    } finally {
      dispatch(signOutStarted());
      await sdk.signOut(auth);
    }
  });
}

/** Production Google sign-in: Firebase's popup. */
export function signInWithGoogle(dispatch: Dispatch) {
  return runAuthAction(dispatch, async () => {
    const { auth, sdk } = await firebase();
    const provider = new sdk.GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    return sdk.signInWithPopup(auth, provider, sdk.browserPopupRedirectResolver);
  });
}

/** Google sign-in with an ID token obtained elsewhere (e.g. One Tap, or the emulator's test accounts). */
export function signInWithGoogleIdToken(dispatch: Dispatch, idToken: string) {
  return runAuthAction(dispatch, async () => {
    const { auth, sdk } = await firebase();
    return sdk.signInWithCredential(auth, sdk.GoogleAuthProvider.credential(idToken));
  });
}

export function signOutUser(dispatch: Dispatch) {
  return runAuthAction(dispatch, async () => {
    const { auth, sdk } = await firebase();
    dispatch(signOutStarted());
    return sdk.signOut(auth);
  });
}

/**
 * Saves name and photo. Not a loading-flag action: the flag puts guarded screens behind the
 * spinner, which would throw away the profile form the user is looking at. The fresh token
 * carries the new name to the API; the store gets the new user at once for the navbar avatar.
 */
export async function updateUserProfile(dispatch: Dispatch, { name, photoURL }: ProfileInput) {
  const { user, sdk } = await signedInUser();
  // An empty photo URL removes the photo (null would mean "leave unchanged").
  await sdk.updateProfile(user, { displayName: name, photoURL });
  await user.getIdToken(true);
  dispatch(userChanged(toSessionUser(user)));
}

/**
 * Sends the reset email. "No such user" counts as sent, so the form cannot be used to find out
 * which emails have accounts (real projects with enumeration protection behave the same).
 */
export async function sendPasswordReset(email: string): Promise<void> {
  try {
    const { auth, sdk } = await firebase();
    await sdk.sendPasswordResetEmail(auth, email);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}

const signedInUser = async () => {
  const { auth, sdk } = await firebase();
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/user-token-expired' });
  return { user, sdk };
};

/** Mails the email verification link again (the first went out at registration). */
export async function resendEmailVerification(): Promise<void> {
  const { user, sdk } = await signedInUser();
  await sdk.sendEmailVerification(user);
}

/**
 * After the user opened the link elsewhere: reloads the account and takes a fresh token, which is
 * what carries `email_verified` to the API. Resolves to whether the address is now verified.
 */
export async function refreshEmailVerification(dispatch: Dispatch): Promise<boolean> {
  const { user } = await signedInUser();
  await user.reload();
  if (user.emailVerified) await user.getIdToken(true);
  dispatch(userChanged(toSessionUser(user)));
  return user.emailVerified;
}
