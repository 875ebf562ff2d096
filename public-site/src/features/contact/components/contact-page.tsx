import { FormattedMessage } from 'react-intl';
import { Container } from '@mwangaza/shared';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ContactDetails } from './contact-details';
import { ContactFaq } from './contact-faq';
import { ContactForm } from './contact-form';
import styles from './contact-page.module.css';
import { useT } from '../../../i18n';

export function ContactPage() {
  const t = useT();
  usePageMeta(t('meta.contactTitle'), t('meta.contactDescription'));
  return (
    <>
      <header className={styles.hero}>
        <Container>
          <p className={styles.eyebrow}>
            <FormattedMessage id="contact.eyebrow" />
          </p>
          <h1 className={styles.title}>
            <FormattedMessage id="contact.title" />
          </h1>
          <p className={styles.lead}>
            <FormattedMessage id="contact.lead" />
          </p>
        </Container>
      </header>
      <Container className={styles.layout}>
        <ContactForm />
        <ContactDetails />
      </Container>
      <ContactFaq />
    </>
  );
}
