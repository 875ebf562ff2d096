import type { ReactNode } from 'react';
import { Button } from '@mwangaza/shared';
import styles from './remote-frame.module.css';

export const REMOTE_UNAVAILABLE_MESSAGE = 'This part of the site is temporarily unavailable.';

interface RemoteUnavailableProps {
  onRetry: () => void;
  children?: ReactNode;
}

/** Shown in place of a remote that could not be loaded. Retry really loads it again (see load-remote-routes). */
export function RemoteUnavailable({ onRetry, children }: RemoteUnavailableProps) {
  return (
    <section className={styles.unavailable} role="alert" aria-live="assertive">
      <p className={styles.message}>{REMOTE_UNAVAILABLE_MESSAGE}</p>
      <p className={styles.hint}>Please try again in a moment.</p>
      <Button type="button" variant="primary" onClick={onRetry}>
        Retry
      </Button>
      {children}
    </section>
  );
}
