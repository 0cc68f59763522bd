import type { AppStore } from '@studyhub/api-client';
import { selectAuthInitialised, selectUser } from '@studyhub/auth';
import { rememberSignedIn } from './request-hints.js';

/** Keeps the signed-in cookie (request-hints.ts) in step with the store's user, once auth has reported. */
export function followSignedIn(store: AppStore): void {
  let last: boolean | undefined;
  const follow = () => {
    const state = store.getState();
    if (!selectAuthInitialised(state)) return;
    const signedIn = selectUser(state) !== null;
    if (signedIn !== last) rememberSignedIn(signedIn);
    last = signedIn;
  };
  store.subscribe(follow);
}
