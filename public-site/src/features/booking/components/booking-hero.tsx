import { FormattedMessage } from 'react-intl';
import { Container } from '@mwangaza/shared';
import type { MessageId } from '../../../i18n';
import styles from './booking.module.css';

/** The booking pages' heading: "Discovery call" above the page's title, and its lead when it has one. */
export function BookingHero({ titleId, leadId }: { titleId: MessageId; leadId?: MessageId }) {
  return (
    <header className={styles.hero}>
      <Container>
        <p className={styles.eyebrow}>
          <FormattedMessage id="book.eyebrow" />
        </p>
        <h1 className={styles.title}>
          <FormattedMessage id={titleId} />
        </h1>
        {leadId && (
          <p className={styles.lead}>
            <FormattedMessage id={leadId} />
          </p>
        )}
      </Container>
    </header>
  );
}
