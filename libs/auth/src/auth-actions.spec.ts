import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, test } from '@jest/globals';
import { authReducer, userChanged } from './auth.slice';
import * as actions from './auth-actions';

const firebase = {
  signInWithEmailAndPassword: jest.fn<Promise<unknown>, []>(),
  createUserWithEmailAndPassword: jest.fn<Promise<unknown>, []>(),
  updateProfile: jest.fn<Promise<void>, [unknown, unknown]>(),
  signOut: jest.fn<Promise<void>, []>(),
  sendPasswordResetEmail: jest.fn<Promise<void>, []>(),
  sendEmailVerification: jest.fn<Promise<void>, [unknown]>(),
};

// The SDK is reached through the lazy `firebase()` loader; these tests replace what it returns.
jest.mock('./firebase', () => ({
  firebase: async () => ({
    auth: { currentUser: null },
    sdk: {
      ...firebase,
      GoogleAuthProvider: class {
        static credential() {
          return {};
        }
        setCustomParameters() {}
      },
      signInWithPopup: jest.fn(),
      signInWithCredential: jest.fn(),
    },
  }),
}));

function signedOutStore() {
  const store = configureStore({ reducer: { auth: authReducer } });
  store.dispatch(userChanged(null));
  return store;
}

describe('auth actions and the loading flag', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });

  test('sign-in raises the flag while it runs and lowers it on success', async () => {
    const store = signedOutStore();
    let resolve!: () => void;
    firebase.signInWithEmailAndPassword.mockReturnValue(new Promise<void>((r) => (resolve = r)));
    const running = actions.signIn(store.dispatch, { email: 'ada@studyhub.test', password: 'Passw0rd!' });
    expect(store.getState().auth.loading).toBe(true);
    resolve();
    await running;
    expect(store.getState().auth.loading).toBe(false);
  });

  test('a failed sign-in lowers the flag and passes the error on', async () => {
    const store = signedOutStore();
    firebase.signInWithEmailAndPassword.mockRejectedValue({ code: 'auth/invalid-credential' });
    await expect(actions.signIn(store.dispatch, { email: 'a@b.co', password: 'wrong1' })).rejects.toEqual({
      code: 'auth/invalid-credential',
    });
    expect(store.getState().auth.loading).toBe(false);
  });

  test('register writes the name and photo, mails the verification link, then signs the new user out', async () => {
    const store = signedOutStore();
    const user = { uid: 'u1' };
    firebase.createUserWithEmailAndPassword.mockResolvedValue({ user });
    firebase.updateProfile.mockResolvedValue(undefined);
    firebase.signOut.mockResolvedValue(undefined);
    // The mail failing does not fail the registration: the profile page sends it again.
    firebase.sendEmailVerification.mockRejectedValueOnce({ code: 'auth/too-many-requests' });
    await actions.registerAccount(store.dispatch, {
      name: 'Grace Hopper',
      email: 'grace@studyhub.test',
      photoURL: '',
      password: 'Passw0rd!',
    });
    expect(firebase.updateProfile).toHaveBeenCalledWith(user, { displayName: 'Grace Hopper' });
    expect(firebase.sendEmailVerification).toHaveBeenCalledWith(user);
    expect(firebase.signOut).toHaveBeenCalled();
    expect(store.getState().auth.loading).toBe(false);
  });

  test('a password reset for an unknown email looks sent; other failures are reported', async () => {
    firebase.sendPasswordResetEmail.mockRejectedValueOnce({ code: 'auth/user-not-found' });
    await expect(actions.sendPasswordReset('nobody@studyhub.test')).resolves.toBeUndefined();
    firebase.sendPasswordResetEmail.mockRejectedValueOnce({ code: 'auth/network-request-failed' });
    await expect(actions.sendPasswordReset('ada@studyhub.test')).rejects.toEqual({ code: 'auth/network-request-failed' });
  });
});
