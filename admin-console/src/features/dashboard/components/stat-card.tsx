import { Link } from '@mwangaza/shared/router';
import { Spinner } from '@mwangaza/shared';
import styles from './dashboard.module.css';

interface StatCardProps {
  label: string;
  value: number | undefined;
  isLoading: boolean;
  isError: boolean;
  to: string;
  linkLabel: string;
  /** Draws attention (new enquiries waiting). */
  highlight?: boolean;
}

/** One number of the dashboard, with a link to the screen that manages it. */
export function StatCard({
  label,
  value,
  isLoading,
  isError,
  to,
  linkLabel,
  highlight = false,
}: StatCardProps) {
  return (
    <div className={highlight ? `${styles.stat} ${styles.highlight}` : styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>
        {isLoading ? (
          <Spinner size="sm" label={`Loading ${label.toLowerCase()}...`} />
        ) : isError ? (
          <span title="Could not be loaded">—</span>
        ) : (
          value
        )}
      </dd>
      <dd className={styles.statLink}>
        <Link to={to}>{linkLabel}</Link>
      </dd>
    </div>
  );
}
