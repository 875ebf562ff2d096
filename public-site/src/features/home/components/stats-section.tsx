import { Container, CountUp, site } from '@mwangaza/shared';
import styles from './stats-section.module.css';
import { useSiteSettings, useT } from '../../../i18n';

/** The four headline numbers (the site settings' counters); each counts up once, when it first scrolls into view. */
export function StatsSection() {
  const { counters } = useSiteSettings().settings;
  const t = useT();
  return (
    <section aria-label={t('home.statsLabel', { name: site.name })} className={styles.section}>
      <Container>
        <ul role="list" className={styles.list}>
          {counters.map((stat, index) => (
            <li key={index} className={styles.stat}>
              <CountUp end={stat.value} suffix={stat.suffix} duration={2.5} className={styles.value} />
              <span className={styles.label}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
