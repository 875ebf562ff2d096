import { site } from '@mwangaza/shared';
import { Link } from '@mwangaza/shared/router';
import styles from './brand-mark.module.css';

/** The logo (rising bars under a sunrise: "mwangaza" is Swahili for light) with the company name. */
export function BrandMark({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" className={styles.brand} onClick={onClick} aria-label={`${site.name}, home`}>
      <svg
        className={styles.logo}
        viewBox="0 0 64 64"
        width="36"
        height="36"
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
        {/* The space keeps the visible words ("Mwangaza Analytics") inside the link's accessible name. */}
        {site.shortName} <span className={styles.suffix}>Analytics</span>
      </span>
    </Link>
  );
}
