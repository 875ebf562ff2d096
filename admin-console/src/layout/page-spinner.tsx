import { Spinner } from '@mwangaza/shared';
import styles from './page-spinner.module.css';

/** A centred spinner for a whole screen (session check) or the content area (a lazy screen loading). */
export function PageSpinner({ label, fullPage = false }: { label: string; fullPage?: boolean }) {
  return (
    <div className={fullPage ? styles.fullPage : styles.area}>
      <Spinner label={label} size="lg" />
    </div>
  );
}
