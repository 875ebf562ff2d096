import { Container, CountUp, useSiteSettings } from '@mwangaza/shared';
import styles from './stats-section.module.css';

/** The four headline numbers (the site settings' counters); each counts up once, when it first scrolls into view. */
export function StatsSection() {
  const { counters } = useSiteSettings().settings;
  return (
    <section aria-label="Mwangaza Analytics in numbers" className={styles.section}>
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
