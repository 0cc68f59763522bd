import { describe, expect, test } from '@jest/globals';
import { authActionEnded, authActionStarted, authReducer, signOutStarted, userChanged, type SessionUser } from './auth.slice';

const ada: SessionUser = {
  uid: 'demo-ada',
  email: 'ada@studyhub.test',
  displayName: 'Ada Lovelace',
  photoURL: null,
  providerId: 'password',
  emailVerified: true,
};

const start = () => authReducer(undefined, { type: '@@init' });

describe('auth slice loading flag', () => {
  test('is true at start, before Firebase has said anything', () => {
    expect(start()).toMatchObject({ user: null, loading: true });
  });

  test('ends with the first auth-state notification, signed in or not', () => {
    expect(authReducer(start(), userChanged(null)).loading).toBe(false);
    expect(authReducer(start(), userChanged(ada))).toMatchObject({ user: ada, loading: false });
  });

  test('is true while an action runs, even when a notification arrives in the middle of it', () => {
    let state = authReducer(start(), userChanged(null));
    state = authReducer(state, authActionStarted());
    expect(state.loading).toBe(true);
    // Sign-up signs the new user in before its name is written: still running.
    state = authReducer(state, userChanged(ada));
    expect(state).toMatchObject({ user: ada, loading: true });
    state = authReducer(state, authActionEnded());
    expect(state.loading).toBe(false);
  });

  test('every notification replaces the user', () => {
    let state = authReducer(start(), userChanged(ada));
    state = authReducer(state, userChanged({ ...ada, displayName: 'Ada King' }));
    expect(state.user?.displayName).toBe('Ada King');
    expect(authReducer(state, userChanged(null)).user).toBeNull();
  });
});

describe('signed out elsewhere', () => {
  const signedIn = () => authReducer(start(), userChanged(ada));

  test('a sign-out this tab did not ask for is marked as coming from elsewhere', () => {
    const state = authReducer(signedIn(), userChanged(null));
    expect(state).toMatchObject({ user: null, signedOutElsewhere: true });
  });

  test("this tab's own log out is not", () => {
    let state = authReducer(signedIn(), authActionStarted());
    state = authReducer(state, signOutStarted());
    state = authReducer(state, authActionEnded());
    // Firebase may report the sign-out after the action has ended.
    state = authReducer(state, userChanged(null));
    expect(state).toMatchObject({ user: null, signedOutElsewhere: false, signOutExpected: false });
  });

  test('a guest who was never signed in is not told anything', () => {
    expect(authReducer(start(), userChanged(null)).signedOutElsewhere).toBe(false);
  });

  test('signing in again clears the mark', () => {
    const out = authReducer(signedIn(), userChanged(null));
    expect(authReducer(out, userChanged(ada)).signedOutElsewhere).toBe(false);
  });
});
