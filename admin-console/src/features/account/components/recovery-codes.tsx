import { Button } from '@mwangaza/shared';
import { useToast, Panel } from '@mwangaza/shared/console';
import { downloadFile } from '../../../components/download-file';
import styles from './account.module.css';

/** The recovery codes, shown once: to copy or download, with why they matter. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const toast = useToast();
  const text = `Mwangaza Analytics recovery codes\nEach code signs you in once if you lose your authenticator.\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show('Recovery codes copied', 'success');
    } catch {
      toast.show('Copying is blocked here: select the codes and copy them instead', 'error');
    }
  };

  const download = () => downloadFile([text], 'mwangaza-recovery-codes.txt', 'text/plain');

  return (
    <Panel aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" className={styles.panelTitle}>
        Your recovery codes
      </h2>
      <p className={styles.notice} role="status">
        Save these now: they are shown only this once. Each one signs you in once if you lose your phone.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={copy}>
          Copy codes
        </Button>
        <Button variant="secondary" onClick={download}>
          Download codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </Panel>
  );
}
