import { Container, site } from '@mwangaza/shared';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useRetentionMonths } from '../../../lib/use-retention-months';
import { PrivacyAnalyticsSection } from './privacy-analytics-section';
import styles from './privacy-page.module.css';
import { Link, useSiteSettings } from '../../../i18n';

export const PRIVACY_TITLE = 'Privacy Notice';
export const PRIVACY_DESCRIPTION = `How ${site.name} handles the personal data you send us, how long we keep it, and your rights under Kenya's Data Protection Act, 2019.`;
/** When the notice's wording last changed (shown to visitors). */
const UPDATED = '24 November 2026';

/** /privacy: the privacy notice the contact form links to (Kenya's Data Protection Act, 2019, s. 29). */
export function PrivacyPage() {
  usePageMeta(PRIVACY_TITLE, PRIVACY_DESCRIPTION);
  const months = useRetentionMonths();
  const { street, area, city, country, privacyEmail } = useSiteSettings().settings.contact;
  const office = `${street}, ${area}, ${city}, ${country}`;
  return (
    <>
      <header className={styles.hero}>
        <Container>
          <p className={styles.eyebrow}>Privacy</p>
          <h1 className={styles.title}>{PRIVACY_TITLE}</h1>
          <p className={styles.lead}>
            What we collect when you contact us, why, who sees it, how long we keep it and how to reach us
            about it.
          </p>
          <p className={styles.updated}>Last updated {UPDATED}</p>
        </Container>
      </header>
      <Container>
        {/* The measure on a box of its own: the container's own width would win over it. */}
        <div className={styles.body}>
          <section aria-labelledby="privacy-who">
            <h2 id="privacy-who">Who we are</h2>
            <p>
              {site.name} ({office}) is the data controller for the personal data described here. Write to{' '}
              <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> about anything on this page.
            </p>
          </section>

          <section aria-labelledby="privacy-what">
            <h2 id="privacy-what">What we collect</h2>
            <ul>
              <li>
                What you type into the <Link to="/contact">contact form</Link>: your name, e-mail address,
                company, your project, your data challenge, what success would look like and the best time to
                call you.
              </li>
              <li>
                Your Build My Stack answers and recommended services, only if you bring them to the contact
                form and do not remove them before sending. Until then they stay in your browser tab and are
                gone when you close it.
              </li>
              <li>
                The internet address your message came from, to limit how many messages one address can send.
                It is kept in a counter for at most one day and is not stored with your enquiry.
              </li>
            </ul>
            <p>We use no advertising or tracking cookies.</p>
          </section>

          <PrivacyAnalyticsSection />

          <section aria-labelledby="privacy-why">
            <h2 id="privacy-why">Why we use it</h2>
            <p>
              Only to answer your enquiry and, if you want, to discuss and carry out a project with you: you
              give us the data for that purpose by sending the form. We send you one e-mail to confirm we
              received it. We do not sell your data or use it for marketing.
            </p>
          </section>

          <section aria-labelledby="privacy-who-sees">
            <h2 id="privacy-who-sees">Who sees it</h2>
            <p>
              The members of our team who handle enquiries, and the providers that host our website, database
              and e-mail on our behalf under contract. We share it with no one else unless the law requires us
              to.
            </p>
          </section>

          <section aria-labelledby="privacy-how-long">
            <h2 id="privacy-how-long">How long we keep it</h2>
            <p>
              We keep an enquiry for {months} months from the day we receive it. After that we erase your
              name, e-mail address, company, messages and our notes about it automatically, keeping only
              anonymous figures (the date, how far the conversation went and the services that were of
              interest). If you become a client, the contract&apos;s own records are kept as the law requires.
            </p>
          </section>

          <section aria-labelledby="privacy-rights">
            <h2 id="privacy-rights">Your rights</h2>
            <p>Under Kenya&apos;s Data Protection Act, 2019 you may:</p>
            <ul>
              <li>ask for a copy of everything we hold about you;</li>
              <li>ask us to correct it, or to erase it;</li>
              <li>object to how we use it.</li>
            </ul>
            <p>
              E-mail <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> from the address you wrote to us
              with, and we will answer within 30 days. If you are not satisfied, you may complain to the
              Office of the Data Protection Commissioner (
              <a href="https://www.odpc.go.ke" rel="noopener noreferrer">
                odpc.go.ke
              </a>
              ).
            </p>
          </section>
        </div>
      </Container>
    </>
  );
}
