import { useRef, useState, type FormEvent } from 'react';
import { ErrorBanner, isApiError, type User } from '@mwangaza/shared';
import { useRegisterMutation } from '@mwangaza/shared/console';
import {
  REGISTRATION_MESSAGES,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationValues,
} from '../lib/validate-registration';
import { EmailInput, FullNameInput } from '../../../components/account-inputs';
import { AuthSubmit } from './auth-form';
import styles from './auth-form.module.css';
import { NewPasswordFields } from './new-password-fields';

const EMPTY: RegistrationValues = { fullName: '', email: '', password: '', confirmPassword: '' };

/** The registration fields with their messages (validate-registration.ts); a field's message clears when it is edited. */
export function RegisterForm({ onRegistered }: { onRegistered: (user: User) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [register, { isLoading }] = useRegisterMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const field = (key: keyof RegistrationValues) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      setErrors(({ [key]: _cleared, ...rest }) => rest);
      setFormError(null);
    },
  });

  const focusFirstInvalid = () =>
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setFormError(null);
    try {
      const { user } = await register({
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        password: values.password,
      }).unwrap();
      onRegistered(user);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setErrors({ email: REGISTRATION_MESSAGES.duplicate });
        focusFirstInvalid();
      } else if (isApiError(error) && error.status === 400) {
        // The server's own reason (e.g. a password too common to allow), shown as it says it.
        setFormError(error.message);
      } else {
        setFormError(REGISTRATION_MESSAGES.failed);
      }
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {formError && <ErrorBanner message={formError} />}
      <FullNameInput {...field('fullName')} />
      <EmailInput autoComplete="email" maxLength={254} {...field('email')} />
      <NewPasswordFields password={field('password')} confirm={field('confirmPassword')} />
      <AuthSubmit busy={isLoading} label="Create Account" busyLabel="Creating Account..." />
    </form>
  );
}
