import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { authApi } from '../api/auth-api';
import { CONTENT_WRITER_ROLES } from '../schemas/constants';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { AuthContext, type AuthContextValue } from './auth-context';
import { endSession, selectCurrentUser, selectIsAuthenticated, storeCurrentUser } from './session-slice';
import { hasStoredSession } from './session-storage';
import { useSessionSync } from './use-session-sync';

/**
 * Who is signed in, on every page (the console's screens, a staff member's draft preview). Signing in and out
 * is the console's (`useSignIn` in `@mwangaza/shared/console`), so visitors' pages do not carry it.
 */
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

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated,
      isRestoring,
      canWrite: Boolean(user && CONTENT_WRITER_ROLES.includes(user.role)),
      isAdmin: user?.role === 'admin',
    }),
    [user, isAuthenticated, isRestoring],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
