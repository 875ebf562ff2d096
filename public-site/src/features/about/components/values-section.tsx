import { FormattedMessage } from 'react-intl';
import { Section } from '@mwangaza/shared';
import { useT } from '../../../i18n';
import { VALUES } from '../timeline-data';
import styles from './values-section.module.css';

export function ValuesSection() {
  const t = useT();
  return (
    <Section eyebrow={t('about.valuesEyebrow')} title={t('about.valuesTitle')}>
      <ul role="list" className={styles.list}>
        {VALUES.map((value, index) => (
          <li key={value.title} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.title}>
              <FormattedMessage id={value.title} />
            </h3>
            <p className={styles.text}>
              <FormattedMessage id={value.text} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
