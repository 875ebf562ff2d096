import { BrandLogo, site } from '@mwangaza/shared';
import { FormattedMessage } from 'react-intl';
import { Link, useT } from '../i18n';
import styles from './brand-mark.module.css';

/** The logo (rising bars under a sunrise: "mwangaza" is Swahili for light) with the company name. */
export function BrandMark({ onClick }: { onClick?: () => void }) {
  const t = useT();
  return (
    <Link
      to="/"
      className={styles.brand}
      onClick={onClick}
      aria-label={t('layout.brandHome', { name: site.name })}
    >
      <BrandLogo size={36} />
      <span className={styles.name}>
        {/* The space keeps the visible words ("Mwangaza Analytics") inside the link's accessible name. */}
        {site.shortName}{' '}
        <span className={styles.suffix}>
          <FormattedMessage id="layout.brandSuffix" />
        </span>
      </span>
    </Link>
  );
}
