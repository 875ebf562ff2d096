import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../schemas';
import {
  clearStoredSession,
  readStoredSession,
  writeStoredSession,
  writeStoredTokens,
  writeStoredUser,
} from './session-storage';

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
  /** Set when a refresh failed: the admin guard sends the user to /admin/login and says why. */
  sessionExpired: boolean;
}

export interface SessionPayload {
  accessToken: string;
  refreshToken: string | null;
  user: User;
}

function initialSessionState(): SessionState {
  return { ...readStoredSession(), sessionExpired: false };
}

export const sessionSlice = createSlice({
  name: 'auth',
  // A function, so every new store reads local storage afresh (corrupt values read as logged out).
  initialState: initialSessionState,
  reducers: {
    sessionStarted(state, action: PayloadAction<SessionPayload>) {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
      state.user = action.payload.user;
      state.sessionExpired = false;
    },
    tokensRefreshed(state, action: PayloadAction<{ accessToken: string; refreshToken: string }>) {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
    },
    userUpdated(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    /** `expired` left out keeps the flag as it is (a failed restore after a failed refresh stays "expired"). */
    sessionCleared(state, action: PayloadAction<{ expired?: boolean } | undefined>) {
      state.accessToken = null;
      state.refreshToken = null;
      state.user = null;
      state.sessionExpired = action.payload?.expired ?? state.sessionExpired;
    },
    sessionExpiredAcknowledged(state) {
      state.sessionExpired = false;
    },
  },
});

export const { sessionStarted, tokensRefreshed, userUpdated, sessionCleared, sessionExpiredAcknowledged } =
  sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

// Thunks keep local storage and the store in step; reducers stay free of side effects.
export const startSession = (session: SessionPayload) => (dispatch: Dispatch) => {
  writeStoredSession(session);
  dispatch(sessionStarted(session));
};

export const storeRefreshedTokens =
  (tokens: { accessToken: string; refreshToken: string }) => (dispatch: Dispatch) => {
    writeStoredTokens(tokens.accessToken, tokens.refreshToken);
    dispatch(tokensRefreshed(tokens));
  };

export const storeCurrentUser = (user: User) => (dispatch: Dispatch) => {
  writeStoredUser(user);
  dispatch(userUpdated(user));
};

export const endSession =
  (options: { expired?: boolean } = {}) =>
  (dispatch: Dispatch) => {
    clearStoredSession();
    dispatch(sessionCleared(options));
  };

type WithSession = { auth: SessionState };
export const selectAccessToken = (state: WithSession) => state.auth.accessToken;
export const selectRefreshToken = (state: WithSession) => state.auth.refreshToken;
export const selectCurrentUser = (state: WithSession) => state.auth.user;
export const selectIsAuthenticated = (state: WithSession) =>
  Boolean(state.auth.accessToken && state.auth.user);
export const selectSessionExpired = (state: WithSession) => state.auth.sessionExpired;
