import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { User } from '@mwangaza/shared';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { AuthFrame } from './auth-frame';
import { RegisterForm } from './register-form';
import type { RegisteredState } from './login-screen';
import { RegistrationSuccess } from './registration-success';

/** Spec section 9: the success panel stays 2 seconds before the login page. */
export const REGISTER_REDIRECT_MS = 2000;

/** /admin/register: a new account is a read-only `user` until an administrator grants more (decisions.md). */
export function RegisterScreen() {
  useDocumentTitle('Register');
  const navigate = useNavigate();
  const [registered, setRegistered] = useState<User | null>(null);

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
          Already have an account? <Link to="/admin/login">Back to login</Link>
        </p>
      }
    >
      <RegisterForm onRegistered={setRegistered} />
    </AuthFrame>
  );
}
