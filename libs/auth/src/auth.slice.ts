import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The serialisable part of a Firebase user that the UI shows. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  providerId: string;
}

export interface AuthState {
  user: SessionUser | null;
  /** True at start and while sign-up, sign-in or sign-out runs (spec point 4). */
  loading: boolean;
  /** The first auth-state notification has arrived: the user (or guest) is known. */
  initialised: boolean;
}

const initialState: AuthState = { user: null, loading: true, initialised: false };

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
  },
  selectors: {
    selectUser: (state) => state.user,
    selectAuthLoading: (state) => state.loading,
    selectAuthInitialised: (state) => state.initialised,
  },
});

export const { userChanged, authActionStarted, authActionEnded } = authSlice.actions;
export const { selectUser, selectAuthLoading, selectAuthInitialised } = authSlice.selectors;
export const authReducer = authSlice.reducer;
