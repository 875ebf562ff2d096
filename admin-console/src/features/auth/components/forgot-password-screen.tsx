import { useState, type FormEvent } from 'react';
import { Link } from '@mwangaza/shared/router';
import { EMAIL_PATTERN, ErrorBanner, isApiError } from '@mwangaza/shared';
import { useRequestPasswordResetMutation } from '@mwangaza/shared/console';
import { EmailInput } from '../../../components/account-inputs';
import { AuthFrame } from './auth-frame';
import { AuthNotice, AuthSubmit } from './auth-form';
import styles from './auth-form.module.css';

export const FORGOT_TEXT = {
  invalid: 'Please enter a valid email address',
  failed: 'The link could not be requested. Please try again shortly.',
} as const;

const EMAIL = new RegExp(EMAIL_PATTERN);

/** /admin/forgot-password: asks the API to e-mail a reset link; says the same for every address. */
export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [request, { isLoading }] = useRequestPasswordResetMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (!EMAIL.test(email.trim())) {
      setError(FORGOT_TEXT.invalid);
      return;
    }
    setError(null);
    try {
      setSent((await request({ email: email.trim() }).unwrap()).message);
    } catch (failure) {
      // A 429 says how long to wait; anything else gets the general message.
      setError(isApiError(failure) && failure.status === 429 ? failure.message : FORGOT_TEXT.failed);
    }
  };

  return (
    <AuthFrame
      title="Forgot password"
      subtitle="We will e-mail you a link to choose a new password. It works once, for 30 minutes."
      footer={
        <p>
          Remembered it? <Link to="/admin/login">Sign in</Link>
        </p>
      }
    >
      {sent ? (
        <AuthNotice>{sent}</AuthNotice>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {error && <ErrorBanner message={error} />}
          <EmailInput maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} />
          <AuthSubmit busy={isLoading} label="Send reset link" busyLabel="Sending..." />
        </form>
      )}
    </AuthFrame>
  );
}
