import { currentIdToken, firebase, firebaseRequested } from '@studyhub/auth';

/**
 * The signed-in user's ID token for the event stream, as the API slice gets it (@studyhub/auth,
 * the shell's Firebase instance). `fresh` after a 401: Firebase hands out its cached token until
 * it is about to expire, and the server has just said this one will not do.
 */
export async function liveToken(fresh: boolean): Promise<string | null> {
  if (!fresh || !firebaseRequested()) return currentIdToken();
  const { auth } = await firebase();
  return auth.currentUser ? auth.currentUser.getIdToken(true) : null;
}
