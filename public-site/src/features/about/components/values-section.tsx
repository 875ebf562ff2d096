import { Section } from '@mwangaza/shared';
import { VALUES } from '../timeline-data';
import styles from './values-section.module.css';

export function ValuesSection() {
  return (
    <Section eyebrow="What we stand for" title="Our values">
      <ul role="list" className={styles.list}>
        {VALUES.map((value, index) => (
          <li key={value.title} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.title}>{value.title}</h3>
            <p className={styles.text}>{value.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
