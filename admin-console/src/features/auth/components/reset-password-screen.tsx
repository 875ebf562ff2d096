import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@mwangaza/shared/router';
import { ErrorBanner, PASSWORD_MIN_LENGTH, isApiError } from '@mwangaza/shared';
import { useConfirmPasswordResetMutation } from '@mwangaza/shared/console';
import { REGISTRATION_MESSAGES } from '../lib/validate-registration';
import { AuthFrame } from './auth-frame';
import { AuthSubmit } from './auth-form';
import styles from './auth-form.module.css';
import { NewPasswordFields } from './new-password-fields';
import type { RegisteredState } from './login-screen';

export const RESET_TEXT = {
  noToken: 'This page needs the link from the e-mail. Please ask for a new one.',
  failed: 'The password could not be changed. Please try again shortly.',
} as const;

/** /admin/reset-password?token=…: the page the e-mailed link opens. Success leads to the login page. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(token ? null : RESET_TEXT.noToken);
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || !token) return;
    const m = REGISTRATION_MESSAGES;
    const found: typeof errors = {};
    if (!password) found.password = m.passwordRequired;
    else if (password.length < PASSWORD_MIN_LENGTH) found.password = m.passwordShort;
    if (!confirm) found.confirm = m.confirmRequired;
    else if (password !== confirm) found.confirm = m.mismatch;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFormError(null);
    try {
      const { message } = await confirmReset({ token, password }).unwrap();
      navigate('/admin/login', { replace: true, state: { resetMessage: message } satisfies RegisteredState });
    } catch (failure) {
      // 400: the server's reason (link spent or expired, password too common); 429: how long to wait.
      setFormError(
        isApiError(failure) && (failure.status === 400 || failure.status === 429)
          ? failure.message
          : RESET_TEXT.failed,
      );
    }
  };

  return (
    <AuthFrame
      title="Choose a new password"
      subtitle="Setting it signs you out on every device."
      footer={
        <p>
          Link expired? <Link to="/admin/forgot-password">Ask for a new one</Link>
        </p>
      }
    >
      {formError && <ErrorBanner message={formError} />}
      <form className={styles.form} onSubmit={submit} noValidate>
        <NewPasswordFields
          passwordLabel="New password"
          password={{
            value: password,
            error: errors.password,
            onChange: (event) => setPassword(event.target.value),
          }}
          confirm={{
            value: confirm,
            error: errors.confirm,
            onChange: (event) => setConfirm(event.target.value),
          }}
        />
        <AuthSubmit busy={isLoading} label="Set new password" busyLabel="Saving..." disabled={!token} />
      </form>
    </AuthFrame>
  );
}
