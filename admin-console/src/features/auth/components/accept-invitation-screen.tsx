import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from '@mwangaza/shared/router';
import { ErrorBanner, PASSWORD_MIN_LENGTH, isApiError, useAuth } from '@mwangaza/shared';
import { useAcceptInvitationMutation } from '@mwangaza/shared/console';
import { FullNameInput } from '../../../components/account-inputs';
import { REGISTRATION_MESSAGES } from '../lib/validate-registration';
import { AuthFrame } from './auth-frame';
import { AuthSubmit } from './auth-form';
import styles from './auth-form.module.css';
import { NewPasswordFields } from './new-password-fields';

export const ACCEPT_TEXT = {
  noToken: 'This page needs the link from your invitation e-mail.',
  failed: 'Your account could not be created. Please try again shortly.',
} as const;

type Errors = { fullName?: string; password?: string; confirm?: string };

/** /admin/accept-invitation?token=…: the invitee chooses a name and password and is signed in with the invited role. */
export function AcceptInvitationScreen() {
  const { isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState({ fullName: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(token ? null : ACCEPT_TEXT.noToken);
  const [accept, { isLoading, isSuccess }] = useAcceptInvitationMutation();

  if (isSuccess && isAuthenticated) return <Navigate to="/admin" replace />;

  const field = (key: keyof typeof values) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      setErrors(({ [key]: _cleared, ...rest }) => rest);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || !token) return;
    const m = REGISTRATION_MESSAGES;
    const found: Errors = {};
    if (!values.fullName.trim()) found.fullName = m.fullNameRequired;
    if (!values.password) found.password = m.passwordRequired;
    else if (values.password.length < PASSWORD_MIN_LENGTH) found.password = m.passwordShort;
    if (!values.confirm) found.confirm = m.confirmRequired;
    else if (values.password !== values.confirm) found.confirm = m.mismatch;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFormError(null);
    try {
      await accept({ token, fullName: values.fullName.trim(), password: values.password }).unwrap();
    } catch (failure) {
      // 400: link spent or expired, or a password too common; 409: registered meanwhile; 429: how long to wait.
      const known =
        isApiError(failure) && (failure.status === 400 || failure.status === 409 || failure.status === 429);
      setFormError(known ? failure.message : ACCEPT_TEXT.failed);
    }
  };

  return (
    <AuthFrame
      title="Accept your invitation"
      subtitle="Choose the name colleagues will see and your password."
    >
      {formError && <ErrorBanner message={formError} />}
      <form className={styles.form} onSubmit={submit} noValidate>
        <FullNameInput {...field('fullName')} />
        <NewPasswordFields password={field('password')} confirm={field('confirm')} />
        <AuthSubmit
          busy={isLoading}
          label="Create my account"
          busyLabel="Creating account..."
          disabled={!token}
        />
      </form>
    </AuthFrame>
  );
}
