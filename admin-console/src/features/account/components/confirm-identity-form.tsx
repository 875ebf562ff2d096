import { useState, type FormEvent } from 'react';
import { Button, ErrorBanner, getErrorMessage, type TwoFactorConfirmBody } from '@mwangaza/shared';
import { CurrentPasswordInput } from '../../../components/account-inputs';
import { TotpCodeInput } from '../../../components/totp-code-input';
import styles from './account.module.css';

interface ConfirmIdentityFormProps {
  /** What the button does: "Turn off two-factor sign-in", "Get new recovery codes". */
  action: string;
  busy: boolean;
  onConfirm: (body: TwoFactorConfirmBody) => Promise<void>;
  onCancel: () => void;
}

/** Asks again before a change to two-factor sign-in: the password, or a current code. */
export function ConfirmIdentityForm({ action, busy, onConfirm, onCancel }: ConfirmIdentityFormProps) {
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(withCode ? 'Please enter the code from your authenticator app' : 'Please enter your password');
      return;
    }
    setError(null);
    try {
      await onConfirm(withCode ? { code: value.trim() } : { password: value });
    } catch (failure) {
      setError(getErrorMessage(failure, 'That did not work. Please try again.'));
      setValue('');
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {error && <ErrorBanner message={error} />}
      {withCode ? (
        <TotpCodeInput
          key="code"
          label="Authentication code"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <CurrentPasswordInput
          key="password"
          label="Your password"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {action}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          setWithCode((current) => !current);
          setValue('');
          setError(null);
        }}
      >
        {withCode ? 'Use my password instead' : 'Use a code instead'}
      </Button>
    </form>
  );
}
