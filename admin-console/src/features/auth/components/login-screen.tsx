import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from '@mwangaza/shared/router';
import { ErrorBanner, selectSessionExpired, useAppSelector, useAuth } from '@mwangaza/shared';
import { useGetPublicConfigQuery, useSignIn } from '@mwangaza/shared/console';
import { CurrentPasswordInput, EmailInput } from '../../../components/account-inputs';
import { redirectTarget } from '../lib/redirect-target';
import { AuthFrame } from './auth-frame';
import { AuthNotice, AuthSubmit } from './auth-form';
import styles from './auth-form.module.css';
import { DemoHint } from './demo-hint';
import { TwoFactorStep } from './two-factor-step';

export const LOGIN_TEXT = {
  missing: 'Please enter both email and password',
  expired: 'Your session has expired. Please log in again.',
  registered: 'Your account has been created. Please log in.',
} as const;

/** State the registration and reset screens pass on: the address just registered, or the reset's outcome. */
export interface RegisteredState {
  registeredEmail?: string;
  resetMessage?: string;
}

/** /admin/login. Success (or an existing session) goes to the page first asked for, else the dashboard. */
export function LoginScreen() {
  const { isAuthenticated } = useAuth();
  const { login } = useSignIn();
  const expired = useAppSelector(selectSessionExpired);
  const { state } = useLocation();
  const registeredEmail = (state as RegisteredState | null)?.registeredEmail;
  const resetMessage = (state as RegisteredState | null)?.resetMessage;
  const [email, setEmail] = useState(registeredEmail ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  // Staff join by invitation: the link shows only while the API takes self-registration (demo mode, or a
  // database still waiting for its first administrator).
  const registrationOpen = useGetPublicConfigQuery().data?.registration === 'open';

  // Also right after a successful login: the session is stored before login() resolves.
  if (isAuthenticated) return <Navigate to={redirectTarget(state)} replace />;
  if (challengeToken) {
    const restart = () => {
      setChallengeToken(null);
      setPassword('');
    };
    return <TwoFactorStep challengeToken={challengeToken} onRestart={restart} />;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!email.trim() || !password) {
      setError(LOGIN_TEXT.missing);
      return;
    }
    setPending(true);
    setError(null);
    const result = await login(email.trim(), password);
    if (result.ok === 'two-factor') {
      setChallengeToken(result.challengeToken);
      setPending(false);
    } else if (!result.ok) {
      setError(result.message);
      setPending(false);
    }
  };

  const fillDemo = (demoEmail: string, demoPassword: string) => {
    setEmail(demoEmail);
    setPassword(demoPassword);
    setError(null);
  };

  return (
    <AuthFrame
      title="Log in"
      subtitle="Staff access to the Mwangaza Analytics console."
      footer={
        registrationOpen && (
          <p>
            No account yet? <Link to="/admin/register">Register</Link>
          </p>
        )
      }
    >
      {expired && !error && <AuthNotice>{LOGIN_TEXT.expired}</AuthNotice>}
      {registeredEmail && !expired && !error && <AuthNotice>{LOGIN_TEXT.registered}</AuthNotice>}
      {resetMessage && !error && <AuthNotice>{resetMessage}</AuthNotice>}
      {error && <ErrorBanner message={error} />}
      <form className={styles.form} onSubmit={submit} noValidate>
        <EmailInput value={email} onChange={(event) => setEmail(event.target.value)} />
        <CurrentPasswordInput
          label="Password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <AuthSubmit busy={pending} label="Log in" busyLabel="Logging in..." />
      </form>
      <p className={styles.aside}>
        <Link to="/admin/forgot-password">Forgot password?</Link>
      </p>
      <DemoHint onUse={fillDemo} />
    </AuthFrame>
  );
}
