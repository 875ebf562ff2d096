import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@mwangaza/shared/router';
import { useAuth } from '@mwangaza/shared';
import { PageSpinner } from '../../../layout/page-spinner';
import type { FromState } from '../lib/redirect-target';

/**
 * Every admin screen but login and register needs a session. Without one (never signed in, signed out, or a
 * refresh that failed mid-work) the user goes to the login page, which returns them here after signing in.
 * An account that must set two-factor sign-in up first is kept on that screen.
 */
export const TWO_FACTOR_SETUP_PATH = '/admin/account/two-factor';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isRestoring, user } = useAuth();
  const { pathname, search, hash } = useLocation();

  if (isRestoring) return <PageSpinner fullPage label="Checking your session..." />;
  if (!isAuthenticated) {
    const state: FromState = { from: { pathname, search, hash } };
    return <Navigate to="/admin/login" replace state={state} />;
  }
  // An administrator requires two-factor sign-in of this account: nothing else works until it is set up.
  if (user?.twoFactorSetupRequired && pathname !== TWO_FACTOR_SETUP_PATH)
    return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  return <>{children}</>;
}
