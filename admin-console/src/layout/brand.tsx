import { BrandLogo, site, VisuallyHidden } from '@mwangaza/shared';
import { Link } from '@mwangaza/shared/router';
import styles from './brand.module.css';

/**
 * The site's logo (rising bars under a sunrise) with "Admin", linking to the dashboard. The link's name starts
 * with its visible text (WCAG 2.5.3, label in name), so voice users can say what they see.
 */
export function Brand({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/admin" className={styles.brand} onClick={onClick}>
      <BrandLogo size={34} />
      <span className={styles.name}>
        {site.shortName} <span className={styles.suffix}>Admin</span>
      </span>
      <VisuallyHidden> dashboard</VisuallyHidden>
    </Link>
  );
}
