import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@mwangaza/shared/router';
import { type User } from '@mwangaza/shared';
import { useGetPublicConfigQuery } from '@mwangaza/shared/console';
import styles from './auth-form.module.css';
import { AuthFrame } from './auth-frame';
import { RegisterForm } from './register-form';
import type { RegisteredState } from './login-screen';
import { RegistrationSuccess } from './registration-success';

/** The success panel stays 2 seconds (time to read it) before the login page. */
export const REGISTER_REDIRECT_MS = 2000;

export const INVITE_ONLY_TEXT =
  'Accounts are by invitation. Please ask an administrator to invite you: the e-mailed link lets you choose your name and password.';

/**
 * /admin/register: a new account is a read-only `user` until an administrator grants more (the first one on a
 * database without an administrator becomes it). While the API takes no self-registration (GET /config says
 * `invite`) the form is replaced by a note that accounts are by invitation.
 */
export function RegisterScreen() {
  const navigate = useNavigate();
  const [registered, setRegistered] = useState<User | null>(null);
  const inviteOnly = useGetPublicConfigQuery().data?.registration === 'invite';

  useEffect(() => {
    if (!registered) return;
    const state: RegisteredState = { registeredEmail: registered.email };
    const timer = setTimeout(() => navigate('/admin/login', { replace: true, state }), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  if (registered) {
    return (
      <AuthFrame title="Create an account">
        <RegistrationSuccess user={registered} />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title="Create an account"
      subtitle="New accounts can view the console; an administrator grants editing rights."
      footer={
        <p>
          Already have an account? <Link to="/admin/login">Log in</Link>
        </p>
      }
    >
      {inviteOnly ? (
        <p className={styles.notice} role="status">
          {INVITE_ONLY_TEXT}
        </p>
      ) : (
        <RegisterForm onRegistered={setRegistered} />
      )}
    </AuthFrame>
  );
}
