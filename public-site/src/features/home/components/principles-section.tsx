import type { ReactNode } from 'react';
import { Section } from '@mwangaza/shared';
import styles from './principles-section.module.css';

const icon = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    width="28"
    height="28"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {path}
  </svg>
);

export const PRINCIPLES = [
  {
    title: 'Trendspotters',
    line: 'We read the signals in your data early, so you act on a shift before your competitors see it.',
    icon: icon(<path d="M3 17l5-5 4 4 8-8M15 8h5v5" />),
  },
  {
    title: 'Simplifiers',
    line: 'We turn complex data into clear stories that everyone on your team can understand and act on.',
    icon: icon(<path d="M4 6h16M7 12h10M10 18h4" />),
  },
  {
    title: 'Precisionists',
    line: 'We test every number before it reaches a dashboard, because decisions are only as good as their data.',
    icon: icon(
      <>
        <circle cx="12" cy="12" r="8" />
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
      </>,
    ),
  },
] as const;

/** The three principles of how we work. */
export function PrinciplesSection() {
  return (
    <Section eyebrow="How we work" title="Three habits behind every project">
      <ul role="list" className={styles.list}>
        {PRINCIPLES.map((principle) => (
          <li key={principle.title} className={styles.item}>
            <span className={styles.icon}>{principle.icon}</span>
            <h3 className={styles.title}>{principle.title}</h3>
            <p className={styles.line}>{principle.line}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
