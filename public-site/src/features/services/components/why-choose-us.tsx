import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Section } from '@mwangaza/shared';
import styles from './why-choose-us.module.css';
import { useT, type MessageId } from '../../../i18n';

const REASONS: { icon: ReactNode; title: MessageId; text: MessageId }[] = [
  {
    icon: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </>
    ),
    title: 'services.whyAfricaTitle',
    text: 'services.whyAfricaText',
  },
  {
    icon: (
      <>
        <circle cx="12" cy="12" r="9" />
        <circle cx="12" cy="12" r="5" />
        <circle cx="12" cy="12" r="1" />
      </>
    ),
    title: 'services.whyOutcomesTitle',
    text: 'services.whyOutcomesText',
  },
  {
    icon: (
      <>
        <circle cx="9" cy="8" r="3" />
        <path d="M3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 14a6 6 0 0 1 3 6" />
      </>
    ),
    title: 'services.whyOwnTitle',
    text: 'services.whyOwnText',
  },
  {
    icon: (
      <>
        <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
        <path d="M8.5 12l2.5 2.5 4.5-5" />
      </>
    ),
    title: 'services.whySecureTitle',
    text: 'services.whySecureText',
  },
];

export function WhyChooseUs() {
  const t = useT();
  return (
    <Section eyebrow={t('services.whyEyebrow')} title={t('services.whyTitle')} intro={t('services.whyIntro')}>
      <ul className={styles.grid}>
        {REASONS.map((reason) => (
          <li key={reason.title} className={styles.reason}>
            <span className={styles.icon}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {reason.icon}
              </svg>
            </span>
            <h3 className={styles.title}>
              <FormattedMessage id={reason.title} />
            </h3>
            <p className={styles.text}>
              <FormattedMessage id={reason.text} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
