import { useCallback, useMemo } from 'react';
import { endSession, isApiError, useAppDispatch, type User } from '@mwangaza/shared';
import { signInApi } from './sign-in-api';

export const LOGIN_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  failed: 'Login failed. Please try again.',
} as const;

export type LoginResult =
  | { ok: true; user: User }
  /** The password was right; the account has two-factor sign-in: completeTwoFactor finishes with a code. */
  | { ok: 'two-factor'; challengeToken: string }
  | { ok: false; status?: number | string; message: string };

export type TwoFactorAnswer = { code: string } | { recoveryCode: string };

export interface SignIn {
  login(email: string, password: string): Promise<LoginResult>;
  /** The second step of a sign-in (after `ok: 'two-factor'`). */
  completeTwoFactor(challengeToken: string, answer: TwoFactorAnswer): Promise<LoginResult>;
  /** Clears the session even when the server cannot be reached, so signing out always works. */
  logout(): Promise<void>;
}

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

/** Signing in (with its second step) and out, answered in the words the sign-in screens show. */
export function useSignIn(): SignIn {
  const dispatch = useAppDispatch();

  const login = useCallback(
    async (email: string, password: string): Promise<LoginResult> => {
      const request = dispatch(signInApi.endpoints.login.initiate({ email, password }));
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
      const request = dispatch(signInApi.endpoints.loginTwoFactor.initiate({ challengeToken, ...answer }));
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
    const request = dispatch(signInApi.endpoints.logout.initiate());
    try {
      await request.unwrap();
    } catch {
      // Logout errors are ignored: the local session is cleared regardless, so signing out always works.
    } finally {
      request.reset();
      dispatch(endSession({ expired: false }));
    }
  }, [dispatch]);

  return useMemo(() => ({ login, completeTwoFactor, logout }), [login, completeTwoFactor, logout]);
}
