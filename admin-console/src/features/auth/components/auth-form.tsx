import type { ReactNode } from 'react';
import { Button } from '@mwangaza/shared';
import styles from './auth-form.module.css';

interface AuthSubmitProps {
  busy: boolean;
  /** The button's words, and what it says while the request runs ("Login", "Logging in..."). */
  label: string;
  busyLabel: string;
  disabled?: boolean;
}

/** A sign-in page's one full-width button. */
export function AuthSubmit({ busy, label, busyLabel, disabled }: AuthSubmitProps) {
  return (
    <Button type="submit" size="lg" className={styles.submit} loading={busy} disabled={disabled}>
      {busy ? busyLabel : label}
    </Button>
  );
}

/** A calm message above a sign-in form (a session ended, an account created, a link sent). */
export function AuthNotice({ children }: { children: ReactNode }) {
  return (
    <p className={styles.notice} role="status">
      {children}
    </p>
  );
}
