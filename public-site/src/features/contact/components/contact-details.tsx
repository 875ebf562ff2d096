import { hoursText, telHref } from '@mwangaza/shared';
import { jsonLd, localBusiness } from '../local-business';
import styles from './contact-details.module.css';
import { useSiteSettings } from '../../../i18n';

/** The settings write ranges with a dash; we write them out as "9:00 AM to 1:00 PM". */
export const asRange = (text: string) => text.replace(/\s+-\s+/g, ' to ');

/** Phone, e-mail, office and business hours, all from the site settings staff edit. */
export function ContactDetails() {
  const { settings } = useSiteSettings();
  const { contact, businessHours } = settings;
  return (
    <aside className={styles.aside} aria-label="Contact details">
      {/* Search engines read the same facts as structured data (in the prerendered HTML too). */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(localBusiness(settings)) }}
      />
      <section className={styles.card} aria-labelledby="contact-reach-us">
        <h2 id="contact-reach-us" className={styles.title}>
          Reach us directly
        </h2>
        <dl className={styles.list}>
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
          <div>
            <dt>Office</dt>
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
          Business hours
        </h2>
        <dl className={styles.hours}>
          {businessHours.map((row) => (
            <div key={row.days}>
              <dt>{asRange(row.days)}</dt>
              <dd>{asRange(hoursText(row))}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>
          East Africa Time (UTC+3). Enquiries sent out of hours are answered the next business day.
        </p>
      </section>
    </aside>
  );
}
