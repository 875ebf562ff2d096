import type { ReactNode } from 'react';
import styles from './enquiries.module.css';

/** One labelled value of an enquiry's details ("Not provided" when empty). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === '' || children === undefined || children === null;
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{empty ? <span className={styles.muted}>Not provided</span> : children}</dd>
    </div>
  );
}
