import { useState } from 'react';
import { Button, getErrorMessage } from '@mwangaza/shared';
import { useTestEmailMutation } from '@mwangaza/shared/console';
import styles from './enquiries.module.css';

type Outcome = { ok: boolean; message: string };

/** Admins only: sends a test message and shows the API's answer (sent, or the SMTP error) as it is. */
export function TestEmail() {
  const [sendTest, { isLoading }] = useTestEmailMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = async () => {
    setOutcome(null);
    try {
      const { message } = await sendTest().unwrap();
      setOutcome({ ok: true, message });
    } catch (error) {
      setOutcome({ ok: false, message: getErrorMessage(error, 'The test e-mail could not be sent') });
    }
  };

  return (
    <div className={styles.testEmail}>
      <Button variant="secondary" size="sm" onClick={run} loading={isLoading}>
        {isLoading ? 'Sending...' : 'Send test e-mail'}
      </Button>
      <p role="status" className={outcome ? (outcome.ok ? styles.outcomeOk : styles.outcomeBad) : undefined}>
        {outcome?.message}
      </p>
    </div>
  );
}
