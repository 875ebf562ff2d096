import styles from './brand-logo.module.css';

/** The logo: rising bars under a sunrise ("mwangaza" is Swahili for light). Decorative: its link names it. */
export function BrandLogo({ size }: { size: number }) {
  return (
    <svg
      className={styles.logo}
      viewBox="0 0 64 64"
      width={size}
      height={size}
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
  );
}
