import { site } from '@mwangaza/shared';
import styles from './contact-details.module.css';

/** site.ts writes ranges with a dash; we write them out as "9:00 AM to 1:00 PM". */
export const asRange = (text: string) => text.replace(/\s+-\s+/g, ' to ');

const telHref = `tel:${site.phone.replace(/\s+/g, '')}`;

/** Phone, e-mail, office and business hours, all from the one site configuration. */
export function ContactDetails() {
  return (
    <aside className={styles.aside} aria-label="Contact details">
      <section className={styles.card} aria-labelledby="contact-reach-us">
        <h2 id="contact-reach-us" className={styles.title}>
          Reach us directly
        </h2>
        <dl className={styles.list}>
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={telHref}>{site.phone}</a>
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </dd>
          </div>
          <div>
            <dt>Office</dt>
            <dd>
              <address>
                {site.office.street}
                <br />
                {site.office.area}, {site.office.city}, {site.office.country}
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
          {site.businessHours.map((row) => (
            <div key={row.days}>
              <dt>{asRange(row.days)}</dt>
              <dd>{asRange(row.hours)}</dd>
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
