import { BrandLogo, site } from '@mwangaza/shared';
import { Link } from '@mwangaza/shared/router';
import styles from './brand-mark.module.css';

/** The logo (rising bars under a sunrise: "mwangaza" is Swahili for light) with the company name. */
export function BrandMark({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" className={styles.brand} onClick={onClick} aria-label={`${site.name}, home`}>
      <BrandLogo size={36} />
      <span className={styles.name}>
        {/* The space keeps the visible words ("Mwangaza Analytics") inside the link's accessible name. */}
        {site.shortName} <span className={styles.suffix}>Analytics</span>
      </span>
    </Link>
  );
}
