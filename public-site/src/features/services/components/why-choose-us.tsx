import type { ReactNode } from 'react';
import { Section } from '@mwangaza/shared';
import styles from './why-choose-us.module.css';

const REASONS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </>
    ),
    title: 'Africa-first expertise',
    text: 'More than 200 projects across 12 countries. We design for the realities of the region: mobile money, intermittent connectivity and records split across paper, spreadsheets and legacy systems.',
  },
  {
    icon: (
      <>
        <circle cx="12" cy="12" r="9" />
        <circle cx="12" cy="12" r="5" />
        <circle cx="12" cy="12" r="1" />
      </>
    ),
    title: 'Outcomes, not outputs',
    text: 'Every engagement starts from the decision you need to make and is measured against a business result you agree up front, not against the number of dashboards delivered.',
  },
  {
    icon: (
      <>
        <circle cx="9" cy="8" r="3" />
        <path d="M3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 14a6 6 0 0 1 3 6" />
      </>
    ),
    title: 'Built for your team to own',
    text: 'We document, train and hand over as we go, so your people run and extend what we build long after the project ends, with no lock-in to us or to any vendor.',
  },
  {
    icon: (
      <>
        <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
        <path d="M8.5 12l2.5 2.5 4.5-5" />
      </>
    ),
    title: 'Secure and compliant by design',
    text: 'Role-based access, encryption and audit trails come as standard, and our practices follow the Kenya Data Protection Act 2019 and the GDPR.',
  },
];

export function WhyChooseUs() {
  return (
    <Section
      eyebrow="Why Choose Us"
      title="A partner that stays accountable for results"
      intro="95% of our clients rate their engagement as satisfied or very satisfied. Here is why they come back."
    >
      <ul className={styles.grid}>
        {REASONS.map((reason) => (
          <li key={reason.title} className={styles.reason}>
            <span className={styles.icon}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {reason.icon}
              </svg>
            </span>
            <h3 className={styles.title}>{reason.title}</h3>
            <p className={styles.text}>{reason.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
