import { FormattedMessage } from 'react-intl';
import { LOCALE_INFO } from '@mwangaza/shared/i18n';
import type { PublicBooking } from '@mwangaza/shared';
import { useLocale } from '../../../i18n';
import { NAIROBI, slotFormat } from '../time-zones';
import styles from './booking.module.css';

interface BookingSummaryProps {
  start: string;
  timeZone: string;
  /** A booking made: its consultant and place, and (with `email`) where the invitation went. */
  booking?: PublicBooking;
  email?: string;
  headingLevel?: 2 | 3;
}

/** A call's time in the visitor's zone with Nairobi's beside it, and once booked, with whom and where. */
export function BookingSummary({ start, timeZone, booking, email, headingLevel = 2 }: BookingSummaryProps) {
  const intlLocale = LOCALE_INFO[useLocale()].intl;
  const when = slotFormat(intlLocale, timeZone).when(start);
  const nairobi = timeZone === NAIROBI ? undefined : slotFormat(intlLocale, NAIROBI).when(start);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.summary}>
      {booking && email ? (
        <p className={styles.summaryText}>
          <FormattedMessage id="book.successText" values={{ when, email: <strong>{email}</strong> }} />
        </p>
      ) : (
        <Heading className={styles.summaryTitle} tabIndex={-1}>
          <FormattedMessage id="book.chosen" values={{ when }} />
        </Heading>
      )}
      {nairobi && (
        <p className={styles.summaryNairobi}>
          <FormattedMessage id="book.eatBeside" values={{ time: nairobi }} />
        </p>
      )}
      {booking && (
        <p className={styles.summaryMeta}>
          <FormattedMessage
            id="book.with"
            values={{ name: booking.consultant.name, role: booking.consultant.role }}
          />
          {' · '}
          <FormattedMessage id={`book.place.${booking.place}`} />
        </p>
      )}
    </div>
  );
}
