import { FormattedDate, FormattedMessage } from 'react-intl';
import { Container, site } from '@mwangaza/shared';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useRetentionMonths } from '../../../lib/use-retention-months';
import { PrivacyAnalyticsSection } from './privacy-analytics-section';
import styles from './privacy-page.module.css';
import { Link, useSiteSettings, useT } from '../../../i18n';

/** When the notice's wording last changed (shown to visitors, as a date in the page's language). */
const UPDATED = new Date(Date.UTC(2026, 10, 24));

/** The Office of the Data Protection Commissioner's site: its name is the same in every language. */
const ODPC_SITE = 'odpc.go.ke';

/** /privacy: the privacy notice the contact form links to (Kenya's Data Protection Act, 2019, s. 29). */
export function PrivacyPage() {
  const t = useT();
  usePageMeta(t('meta.privacyTitle'), t('meta.privacyDescription'));
  const months = useRetentionMonths();
  const { street, area, city, country, privacyEmail } = useSiteSettings().settings.contact;
  const office = `${street}, ${area}, ${city}, ${country}`;
  const email = <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>;
  return (
    <>
      <header className={styles.hero}>
        <Container>
          <p className={styles.eyebrow}>
            <FormattedMessage id="privacy.eyebrow" />
          </p>
          <h1 className={styles.title}>
            <FormattedMessage id="meta.privacyTitle" />
          </h1>
          <p className={styles.lead}>
            <FormattedMessage id="privacy.lead" />
          </p>
          <p className={styles.updated}>
            <FormattedMessage
              id="privacy.updated"
              values={{
                date: (
                  <FormattedDate value={UPDATED} day="numeric" month="long" year="numeric" timeZone="UTC" />
                ),
              }}
            />
          </p>
        </Container>
      </header>
      <Container>
        {/* The measure on a box of its own: the container's own width would win over it. */}
        <div className={styles.body}>
          <section aria-labelledby="privacy-who">
            <h2 id="privacy-who">
              <FormattedMessage id="privacy.whoTitle" />
            </h2>
            <p>
              <FormattedMessage id="privacy.whoText" values={{ name: site.name, office, email }} />
            </p>
          </section>

          <section aria-labelledby="privacy-what">
            <h2 id="privacy-what">
              <FormattedMessage id="privacy.whatTitle" />
            </h2>
            <ul>
              <li>
                <FormattedMessage
                  id="privacy.whatForm"
                  values={{ link: (chunks) => <Link to="/contact">{chunks}</Link> }}
                />
              </li>
              <li>
                <FormattedMessage id="privacy.whatStack" />
              </li>
              <li>
                <FormattedMessage id="privacy.whatAddress" />
              </li>
            </ul>
            <p>
              <FormattedMessage id="privacy.noCookies" />
            </p>
          </section>

          <PrivacyAnalyticsSection />

          <section aria-labelledby="privacy-why">
            <h2 id="privacy-why">
              <FormattedMessage id="privacy.whyTitle" />
            </h2>
            <p>
              <FormattedMessage id="privacy.whyText" />
            </p>
          </section>

          <section aria-labelledby="privacy-who-sees">
            <h2 id="privacy-who-sees">
              <FormattedMessage id="privacy.whoSeesTitle" />
            </h2>
            <p>
              <FormattedMessage id="privacy.whoSeesText" />
            </p>
          </section>

          <section aria-labelledby="privacy-how-long">
            <h2 id="privacy-how-long">
              <FormattedMessage id="privacy.howLongTitle" />
            </h2>
            <p>
              <FormattedMessage id="privacy.howLongText" values={{ months }} />
            </p>
          </section>

          <section aria-labelledby="privacy-rights">
            <h2 id="privacy-rights">
              <FormattedMessage id="privacy.rightsTitle" />
            </h2>
            <p>
              <FormattedMessage id="privacy.rightsIntro" />
            </p>
            <ul>
              <li>
                <FormattedMessage id="privacy.rightCopy" />
              </li>
              <li>
                <FormattedMessage id="privacy.rightCorrect" />
              </li>
              <li>
                <FormattedMessage id="privacy.rightObject" />
              </li>
            </ul>
            <p>
              <FormattedMessage
                id="privacy.rightsHow"
                values={{
                  email,
                  odpc: (
                    <a href={`https://www.${ODPC_SITE}`} rel="noopener noreferrer">
                      {ODPC_SITE}
                    </a>
                  ),
                }}
              />
            </p>
          </section>
        </div>
      </Container>
    </>
  );
}
