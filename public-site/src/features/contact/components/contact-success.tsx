import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@mwangaza/shared';
import { ButtonLink } from '../../../i18n';
import type { SubscribeState } from '../../newsletter';
import styles from './contact-form.module.css';

/** The thank-you panel, with the reply promise. */
export function ContactSuccess({
  name,
  onReset,
  subscription,
}: {
  name: string;
  onReset: () => void;
  /** The newsletter asked for with the enquiry (its tick box), if it was. */
  subscription: SubscribeState;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const firstName = name.trim().split(/\s+/)[0];
  return (
    <div className={styles.success} role="status">
      <span className={styles.successIcon} aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="32"
          height="32"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.successTitle}>
        {firstName ? (
          <FormattedMessage id="contact.thanksName" values={{ name: firstName }} />
        ) : (
          <FormattedMessage id="contact.thanks" />
        )}
      </h2>
      <p>
        <FormattedMessage id="contact.sent" />
      </p>
      {subscription === 'sent' && (
        <p>
          <FormattedMessage id="newsletter.sent" />
        </p>
      )}
      {(subscription === 'failed' || subscription === 'limited' || subscription === 'invalid') && (
        <p>
          <FormattedMessage id="newsletter.failed" />
        </p>
      )}
      <div className={styles.successActions}>
        <ButtonLink to="/book">
          <FormattedMessage id="cta.scheduleConsultation" />
        </ButtonLink>
        <Button variant="secondary" onClick={onReset}>
          <FormattedMessage id="contact.sendAnother" />
        </Button>
      </div>
    </div>
  );
}
