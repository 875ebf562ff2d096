import type { ReactNode } from 'react';
import { Section } from '@mwangaza/shared';
import styles from './principles-section.module.css';
import { useSiteSettings, useT } from '../../../i18n';

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

/** Each principle's picture, by its place (the texts are the site settings'). */
const PRINCIPLE_ICONS = [
  icon(<path d="M3 17l5-5 4 4 8-8M15 8h5v5" />),
  icon(<path d="M4 6h16M7 12h10M10 18h4" />),
  icon(
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </>,
  ),
];

/** The three principles of how we work. */
export function PrinciplesSection() {
  const t = useT();
  const { principles } = useSiteSettings().settings;
  return (
    <Section eyebrow={t('home.principlesEyebrow')} title={t('home.principlesTitle')}>
      <ul role="list" className={styles.list}>
        {principles.map((principle, index) => (
          <li key={index} className={styles.item}>
            <span className={styles.icon}>{PRINCIPLE_ICONS[index % PRINCIPLE_ICONS.length]}</span>
            <h3 className={styles.title}>{principle.title}</h3>
            <p className={styles.line}>{principle.line}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
