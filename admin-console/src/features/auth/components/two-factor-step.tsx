import { useState, type FormEvent } from 'react';
import { Button, ErrorBanner } from '@mwangaza/shared';
import { useSignIn } from '@mwangaza/shared/console';
import { Input } from '@mwangaza/shared/controls';
import { TotpCodeInput } from '../../../components/totp-code-input';
import { AuthFrame } from './auth-frame';
import { AuthSubmit } from './auth-form';
import styles from './auth-form.module.css';

export const TWO_FACTOR_STEP_TEXT = {
  codeMissing: 'Please enter the six-digit code from your authenticator app',
  recoveryMissing: 'Please enter one of your recovery codes',
} as const;

interface TwoFactorStepProps {
  challengeToken: string;
  /** Back to the password (the challenge expired, or the person wants another account). */
  onRestart: () => void;
}

/** The second step of signing in: a code from the authenticator app, or a recovery code. */
export function TwoFactorStep({ challengeToken, onRestart }: TwoFactorStepProps) {
  const { completeTwoFactor } = useSignIn();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const typed = value.replace(/\s+/g, '');
    if (!typed) {
      setError(useRecovery ? TWO_FACTOR_STEP_TEXT.recoveryMissing : TWO_FACTOR_STEP_TEXT.codeMissing);
      return;
    }
    setPending(true);
    setError(null);
    const result = await completeTwoFactor(
      challengeToken,
      useRecovery ? { recoveryCode: typed } : { code: typed },
    );
    // On success the login screen redirects (the session is stored before this resolves).
    if (result.ok !== true) {
      setError(result.ok === false ? result.message : null);
      setValue('');
      setPending(false);
    }
  };

  const switchMode = () => {
    setUseRecovery((current) => !current);
    setValue('');
    setError(null);
  };

  return (
    <AuthFrame
      title="Two-factor sign-in"
      subtitle={
        useRecovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
          : 'Enter the six-digit code your authenticator app shows for Mwangaza Analytics.'
      }
    >
      {error && <ErrorBanner message={error} />}
      <form className={styles.form} onSubmit={submit} noValidate>
        {useRecovery ? (
          <Input
            key="recovery"
            label="Recovery code"
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={11}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoFocus
            required
          />
        ) : (
          <TotpCodeInput
            key="code"
            label="Authentication code"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoFocus
          />
        )}
        <AuthSubmit busy={pending} label="Verify" busyLabel="Verifying..." />
      </form>
      <p className={styles.aside}>
        <Button variant="ghost" size="sm" onClick={switchMode}>
          {useRecovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
        </Button>{' '}
        <Button variant="ghost" size="sm" onClick={onRestart}>
          Back to sign in
        </Button>
      </p>
    </AuthFrame>
  );
}
