import { Container, CountUp } from '@mwangaza/shared';
import styles from './stats-section.module.css';

export const HOME_STATS = [
  { end: 12, suffix: '+', label: 'Countries Served' },
  { end: 200, suffix: '+', label: 'Projects Delivered' },
  { end: 95, suffix: '%', label: 'Client Satisfaction' },
  { end: 30, suffix: 'TB', label: 'Data Processed' },
] as const;

/** The four headline numbers; each counts up once, when it first scrolls into view. */
export function StatsSection() {
  return (
    <section aria-label="Mwangaza Analytics in numbers" className={styles.section}>
      <Container>
        <ul role="list" className={styles.list}>
          {HOME_STATS.map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <CountUp end={stat.end} suffix={stat.suffix} duration={2.5} className={styles.value} />
              <span className={styles.label}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
