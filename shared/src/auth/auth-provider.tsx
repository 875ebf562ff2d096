import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '../api/api-error';
import { authApi } from '../api/auth-api';
import { CONTENT_WRITER_ROLES } from '../schemas/constants';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { AuthContext, type AuthContextValue, type LoginResult, type TwoFactorAnswer } from './auth-context';
import { endSession, selectCurrentUser, selectIsAuthenticated, storeCurrentUser } from './session-slice';
import { hasStoredSession } from './session-storage';
import { useSessionSync } from './use-session-sync';

export const LOGIN_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  failed: 'Login failed. Please try again.',
} as const;

function loginFailure(error: unknown, step: 'password' | 'code' = 'password'): LoginResult {
  if (!isApiError(error)) return { ok: false, message: LOGIN_MESSAGES.failed };
  // The second step's 401s say what went wrong (wrong code, or the challenge expired): shown as they are.
  if (error.status === 401 && step === 'code') return { ok: false, status: 401, message: error.message };
  if (error.status === 400 && step === 'code') return { ok: false, status: 400, message: error.message };
  if (error.status === 401) return { ok: false, status: 401, message: LOGIN_MESSAGES.invalidCredentials };
  // The rate limiter's message says how long to wait.
  if (error.status === 429) return { ok: false, status: 429, message: error.message };
  return { ok: false, status: error.status, message: LOGIN_MESSAGES.failed };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [isRestoring, setIsRestoring] = useState(hasStoredSession);
  const restoreStarted = useRef(false);
  useSessionSync();

  // A stored session is confirmed with the server once on load (it may have been revoked), else logged out.
  useEffect(() => {
    if (!isRestoring || restoreStarted.current) return;
    restoreStarted.current = true;
    const request = dispatch(
      authApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    request
      .unwrap()
      .then(({ user: current }) => {
        dispatch(storeCurrentUser(current));
      })
      .catch((error: unknown) => {
        console.warn('Session check failed; signing out', error);
        dispatch(endSession());
      })
      .finally(() => setIsRestoring(false));
  }, [dispatch, isRestoring]);

  const login = useCallback(
    async (email: string, password: string): Promise<LoginResult> => {
      const request = dispatch(authApi.endpoints.login.initiate({ email, password }));
      try {
        const answer = await request.unwrap();
        if ('twoFactorRequired' in answer) return { ok: 'two-factor', challengeToken: answer.challengeToken };
        return { ok: true, user: answer.user };
      } catch (error) {
        console.warn('Login failed', error);
        return loginFailure(error);
      } finally {
        request.reset();
      }
    },
    [dispatch],
  );

  const completeTwoFactor = useCallback(
    async (challengeToken: string, answer: TwoFactorAnswer): Promise<LoginResult> => {
      const request = dispatch(authApi.endpoints.loginTwoFactor.initiate({ challengeToken, ...answer }));
      try {
        const session = await request.unwrap();
        return { ok: true, user: session.user };
      } catch (error) {
        return loginFailure(error, 'code');
      } finally {
        request.reset();
      }
    },
    [dispatch],
  );

  const logout = useCallback(async () => {
    const request = dispatch(authApi.endpoints.logout.initiate());
    try {
      await request.unwrap();
    } catch {
      // Logout errors are ignored: the local session is cleared regardless, so signing out always works.
    } finally {
      request.reset();
      dispatch(endSession({ expired: false }));
    }
  }, [dispatch]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated,
      isRestoring,
      canWrite: Boolean(user && CONTENT_WRITER_ROLES.includes(user.role)),
      isAdmin: user?.role === 'admin',
      login,
      completeTwoFactor,
      logout,
    }),
    [user, isAuthenticated, isRestoring, login, completeTwoFactor, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
