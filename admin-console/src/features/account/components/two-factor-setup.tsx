import { useState, type FormEvent } from 'react';
import { Button, ErrorBanner, getErrorMessage } from '@mwangaza/shared';
import { Panel, useEnableTwoFactorMutation, useSetupTwoFactorMutation } from '@mwangaza/shared/console';
import { TotpCodeInput } from '../../../components/totp-code-input';
import styles from './account.module.css';
import { QrCode } from './qr-code';

/** Off: start, scan the QR code (or type the key), confirm with a first code; hands over the recovery codes. */
export function TwoFactorSetupPanel({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const [setup, setupState] = useSetupTwoFactorMutation();
  const [enable, enableState] = useEnableTwoFactorMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const key = setupState.data;

  const start = async () => {
    setError(null);
    try {
      await setup().unwrap();
    } catch (failure) {
      setError(getErrorMessage(failure, 'Two-factor sign-in could not be set up. Please try again.'));
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Please enter the six-digit code your app shows');
      return;
    }
    setError(null);
    try {
      const { recoveryCodes } = await enable({ code: code.trim() }).unwrap();
      onEnabled(recoveryCodes);
    } catch (failure) {
      setError(getErrorMessage(failure, 'Two-factor sign-in could not be turned on. Please try again.'));
      setCode('');
    }
  };

  return (
    <Panel aria-labelledby="two-factor-setup">
      <h2 id="two-factor-setup" className={styles.panelTitle}>
        {key ? 'Scan the code with your authenticator app' : 'Two-factor sign-in is off'}
      </h2>
      {error && <ErrorBanner message={error} />}
      {!key ? (
        <div className={styles.actions}>
          <Button onClick={start} loading={setupState.isLoading}>
            Set up two-factor sign-in
          </Button>
        </div>
      ) : (
        <div className={styles.setup}>
          <QrCode value={key.otpauthUrl} label="QR code of your authenticator key" />
          <div>
            <p className={styles.muted}>Cannot scan? Enter this key in the app instead:</p>
            <code className={styles.key} aria-label="Authenticator key">
              {key.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
            <form className={styles.form} onSubmit={confirm} noValidate>
              <TotpCodeInput
                label="Code from the app"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <Button type="submit" loading={enableState.isLoading}>
                Turn on
              </Button>
            </form>
          </div>
        </div>
      )}
    </Panel>
  );
}
