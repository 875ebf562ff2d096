import { useState } from 'react';
import { useNavigate } from '@mwangaza/shared/router';
import { useSignIn } from '@mwangaza/shared/console';

/** Signs out (the provider clears the session even if the server call fails), then shows the login page. */
export function useLogout() {
  const { logout } = useSignIn();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const run = async () => {
    setPending(true);
    await logout();
    // No `from`: after signing out, signing in again starts at the dashboard.
    navigate('/admin/login', { replace: true });
  };

  return { logout: run, pending };
}
