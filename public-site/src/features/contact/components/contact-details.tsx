import { useIntl } from 'react-intl';
import { formatTime, isClosed, telHref, type OpeningHours } from '@mwangaza/shared';
import { jsonLd, localBusiness } from '../local-business';
import styles from './contact-details.module.css';
import { FormattedMessage } from 'react-intl';
import { useLocale, useSiteSettings, useT } from '../../../i18n';

/** The settings write ranges with a dash; we write them out in words: "9:00 AM to 1:00 PM". */
export const asRange = (text: string, join = ' to ') => text.replace(/\s+-\s+/g, join);

/** Phone, e-mail, office and business hours, all from the site settings staff edit. */
/**
 * A row's hours in the page's language: English keeps the site's own "8:00 AM to 6:00 PM"; other languages
 * write the times as Intl does for them ("de 8:00 à 18:00").
 */
function useHoursText(): (row: OpeningHours) => string {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  const time = (hhmm: string) => {
    if (locale === 'en') return formatTime(hhmm);
    const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
    return intl.formatTime(Date.UTC(2000, 0, 1, hours, minutes), {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
  };
  return (row) =>
    isClosed(row)
      ? t('contact.closed')
      : t('contact.hoursRange', { opens: time(row.opens), closes: time(row.closes) });
}

export function ContactDetails() {
  const t = useT();
  const hoursText = useHoursText();
  const join = t('contact.rangeJoin');
  const { settings } = useSiteSettings();
  const { contact, businessHours } = settings;
  return (
    <aside className={styles.aside} aria-label={t('contact.details')}>
      {/* Search engines read the same facts as structured data (in the prerendered HTML too). */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(localBusiness(settings)) }}
      />
      <section className={styles.card} aria-labelledby="contact-reach-us">
        <h2 id="contact-reach-us" className={styles.title}>
          <FormattedMessage id="contact.reachUs" />
        </h2>
        <dl className={styles.list}>
          <div>
            <dt>
              <FormattedMessage id="contact.phone" />
            </dt>
            <dd>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="contact.emailLabel" />
            </dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="contact.office" />
            </dt>
            <dd>
              <address>
                {contact.street}
                <br />
                {contact.area}, {contact.city}, {contact.country}
              </address>
            </dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="contact-hours">
        <h2 id="contact-hours" className={styles.title}>
          <FormattedMessage id="contact.hours" />
        </h2>
        <dl className={styles.hours}>
          {businessHours.map((row) => (
            <div key={row.days}>
              <dt>{asRange(row.days, join)}</dt>
              <dd>{hoursText(row)}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>
          <FormattedMessage id="contact.hoursNote" />
        </p>
      </section>
    </aside>
  );
}
