import { Spinner } from '@mwangaza/shared';
import styles from './centered-spinner.module.css';

/** A list or record still loading: the spinner in the middle of a block about as tall as a short table. */
export function CenteredSpinner({ label }: { label: string }) {
  return (
    <div className={styles.root}>
      <Spinner label={label} />
    </div>
  );
}
