import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@mwangaza/shared';
import { PageSpinner } from '../../../layout/page-spinner';
import type { FromState } from '../lib/redirect-target';

/**
 * Every admin screen but login and register needs a session. Without one (never signed in, signed out, or a
 * refresh that failed mid-work) the user goes to the login page, which returns them here after signing in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isRestoring } = useAuth();
  const { pathname, search, hash } = useLocation();

  if (isRestoring) return <PageSpinner fullPage label="Checking your session..." />;
  if (!isAuthenticated) {
    const state: FromState = { from: { pathname, search, hash } };
    return <Navigate to="/admin/login" replace state={state} />;
  }
  return <>{children}</>;
}
