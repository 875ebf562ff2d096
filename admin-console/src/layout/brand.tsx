import { site, VisuallyHidden } from '@mwangaza/shared';
import { Link } from '@mwangaza/shared/router';
import styles from './brand.module.css';

/**
 * The site's logo (rising bars under a sunrise) with "Admin", linking to the dashboard. The link's name starts
 * with its visible text (WCAG 2.5.3, label in name), so voice users can say what they see.
 */
export function Brand({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/admin" className={styles.brand} onClick={onClick}>
      <svg
        className={styles.logo}
        viewBox="0 0 64 64"
        width="34"
        height="34"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="64" height="64" rx="14" fill="var(--color-surface-2)" />
        <rect x="12" y="34" width="8" height="18" rx="2" fill="var(--color-gold)" />
        <rect x="24" y="24" width="8" height="28" rx="2" fill="var(--color-gold)" />
        <rect x="36" y="30" width="8" height="22" rx="2" fill="var(--color-gold)" />
        <circle cx="48" cy="16" r="6" fill="var(--color-gold-light)" />
        <path
          d="M16 30 L28 20 L40 26 L48 16"
          fill="none"
          stroke="var(--color-gold-light)"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.name}>
        {site.shortName} <span className={styles.suffix}>Admin</span>
      </span>
      <VisuallyHidden> dashboard</VisuallyHidden>
    </Link>
  );
}
