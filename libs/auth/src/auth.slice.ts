import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The serialisable part of a Firebase user that the UI shows. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  providerId: string;
  /** Whether the owner of the address opened Firebase's verification link (Google's are verified). */
  emailVerified: boolean;
}

export interface AuthState {
  user: SessionUser | null;
  /** True at start and while sign-up, sign-in or sign-out runs. */
  loading: boolean;
  /** The first auth-state notification has arrived: the user (or guest) is known. */
  initialised: boolean;
  /** This tab asked Firebase to sign out (log out, or the end of sign-up) and has not heard back. */
  signOutExpected: boolean;
  /**
   * The user was signed out without this tab asking: in another tab or window (Firebase shares the
   * session between them), or because the session ended. Cleared when someone signs in.
   */
  signedOutElsewhere: boolean;
}

const initialState: AuthState = { user: null, loading: true, initialised: false, signOutExpected: false, signedOutElsewhere: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /**
     * Every auth-state notification replaces the user. Only the first one ends the start-up
     * loading: later ones arrive in the middle of an action (e.g. sign-up signs in before the
     * profile is written), and the action itself says when it is over.
     */
    userChanged(state, action: PayloadAction<SessionUser | null>) {
      if (action.payload) {
        state.signedOutElsewhere = false;
        state.signOutExpected = false;
      } else if (state.user) {
        state.signedOutElsewhere = !state.signOutExpected;
        state.signOutExpected = false;
      }
      state.user = action.payload;
      if (!state.initialised) {
        state.initialised = true;
        state.loading = false;
      }
    },
    authActionStarted(state) {
      state.loading = true;
    },
    authActionEnded(state) {
      state.loading = false;
    },
    /** Dispatched just before this tab signs out, so the notification that follows is not news. */
    signOutStarted(state) {
      state.signOutExpected = true;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectAuthLoading: (state) => state.loading,
    selectAuthInitialised: (state) => state.initialised,
    selectSignedOutElsewhere: (state) => state.signedOutElsewhere,
  },
});

export const { userChanged, authActionStarted, authActionEnded, signOutStarted } = authSlice.actions;
export const { selectUser, selectAuthLoading, selectAuthInitialised, selectSignedOutElsewhere } = authSlice.selectors;
export const authReducer = authSlice.reducer;
