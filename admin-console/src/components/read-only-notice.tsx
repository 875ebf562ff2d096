import styles from './read-only-notice.module.css';
import { cx } from '@mwangaza/shared';

export const READ_ONLY_MESSAGE =
  'Your account can view the console but not make changes. An administrator must grant you editing rights.';

/** Shown to signed-in users without editing rights (role 'user': a new account until an admin grants more). */
export function ReadOnlyNotice({ className }: { className?: string }) {
  return (
    <aside className={cx(styles.root, className)} aria-label="Read-only access">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
        />
      </svg>
      <p>{READ_ONLY_MESSAGE}</p>
    </aside>
  );
}
