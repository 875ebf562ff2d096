import { Chip } from '@mwangaza/shared/controls';
import styles from './enquiries.module.css';

interface Props {
  spam: boolean;
  spamCount?: number;
  onChange(spam: boolean): void;
}

/** The pipeline, or suspected spam held apart from it (not counted in the stages). */
export function ViewTabs({ spam, spamCount, onChange }: Props) {
  return (
    <div className={styles.filters} role="group" aria-label="Enquiry view">
      <Chip selected={!spam} onClick={() => onChange(false)}>
        Pipeline
      </Chip>
      <Chip selected={spam} onClick={() => onChange(true)}>
        Spam{spamCount !== undefined && ` (${spamCount})`}
      </Chip>
    </div>
  );
}
