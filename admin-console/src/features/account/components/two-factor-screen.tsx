import { useState } from 'react';
import { useAuth, type TwoFactorConfirmBody, Button } from '@mwangaza/shared';
import {
  useToast,
  Panel,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
} from '@mwangaza/shared/console';
import { ConsoleScreen } from '../../../components/console-screen';
import styles from './account.module.css';
import { ConfirmIdentityForm } from './confirm-identity-form';
import { RecoveryCodesPanel } from './recovery-codes';
import { TwoFactorSetupPanel } from './two-factor-setup';

export const TWO_FACTOR_TEXT = {
  required:
    'An administrator requires two-factor sign-in for your account. Set it up to continue using the console.',
  on: 'Two-factor sign-in is on.',
  off: 'Two-factor sign-in is off.',
} as const;

type Mode = 'idle' | 'disable' | 'regenerate';

/** /admin/account/two-factor: turn an authenticator app on or off, and renew recovery codes. */
export function TwoFactorScreen() {
  const { user } = useAuth();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [mode, setMode] = useState<Mode>('idle');
  const [disable, disabling] = useDisableTwoFactorMutation();
  const [regenerate, regenerating] = useRegenerateRecoveryCodesMutation();
  const toast = useToast();
  if (!user) return null;

  const turnOff = async (body: TwoFactorConfirmBody) => {
    const { message } = await disable(body).unwrap();
    setMode('idle');
    toast.show(message, 'success');
  };
  const renew = async (body: TwoFactorConfirmBody) => {
    const { recoveryCodes } = await regenerate(body).unwrap();
    setMode('idle');
    setCodes(recoveryCodes);
  };
  // What each change asks the password or a code for.
  const confirming = {
    regenerate: { action: 'Get new recovery codes', busy: regenerating.isLoading, onConfirm: renew },
    disable: { action: 'Turn off two-factor sign-in', busy: disabling.isLoading, onConfirm: turnOff },
  };

  return (
    <ConsoleScreen
      className={styles.narrow}
      title="Two-factor sign-in"
      description="With an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…), signing in asks for a six-digit code from your phone as well as your password."
    >
      {user.twoFactorSetupRequired && !codes && (
        <p className={styles.notice} role="status">
          {TWO_FACTOR_TEXT.required}
        </p>
      )}
      {codes ? (
        <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />
      ) : user.twoFactorEnabled ? (
        <Panel aria-labelledby="two-factor-status">
          <h2 id="two-factor-status" className={styles.panelTitle}>
            {TWO_FACTOR_TEXT.on}
          </h2>
          {mode === 'idle' && (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setMode('regenerate')}>
                Get new recovery codes
              </Button>
              <Button variant="danger" onClick={() => setMode('disable')}>
                Turn off
              </Button>
            </div>
          )}
          {mode !== 'idle' && (
            <ConfirmIdentityForm key={mode} {...confirming[mode]} onCancel={() => setMode('idle')} />
          )}
        </Panel>
      ) : (
        <TwoFactorSetupPanel onEnabled={setCodes} />
      )}
    </ConsoleScreen>
  );
}
